import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { parseJobSchedules } from '../queues/job-schedule.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined
    ? undefined
    : value === true || value === 'true' || value === '1'
      ? true
      : value === false || value === 'false' || value === '0'
        ? false
        : value;
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value;

/**
 * Every environment variable the api reads, with its default. The README's configuration table
 * mirrors this class; `loadConfig` validates it at boot and names every bad variable at once.
 */
export class EnvSchema {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

  @IsIn(['api', 'worker', 'all'])
  ROLE: 'api' | 'worker' | 'all' = 'all';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL!: string;

  /** Prefix for every Redis key, queue and socket.io channel: lets several deployments share one Redis. */
  @Matches(/^[a-z0-9_-]{1,40}$/i, { message: 'REDIS_PREFIX must be 1-40 letters, digits, _ or -' })
  REDIS_PREFIX = 'khela';

  /** Comma-separated origins allowed by CORS; empty means same origin only. */
  @IsString()
  CORS_ORIGINS = '';

  @Matches(/^\d+(kb|mb)$/, { message: 'BODY_LIMIT must look like 100kb or 1mb' })
  BODY_LIMIT = '1mb';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toBoolean)
  @IsBoolean()
  MIGRATE_ON_START = true;

  /** Seed the demo players and staff (published logins) at boot; refused with NODE_ENV=production (load-config.ts). */
  @Transform(toBoolean)
  @IsBoolean()
  SEED_DEMO = false;

  /** Serve the built player site at / and the back-office at /backoffice from this process. */
  @Transform(toBoolean)
  @IsBoolean()
  SERVE_WEB = true;

  @IsString()
  STORAGE_DIR = '.data/storage';

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(60000)
  SHUTDOWN_TIMEOUT_MS = 10000;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DB_POOL_SIZE = 10;

  /** How long a request waits for a free Postgres connection before it answers 503 (pool exhausted). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  DB_POOL_WAIT_MS = 5000;

  /** How long a request waits for a Redis answer before it gives up with a 503 (fail fast when Redis hangs). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  REDIS_COMMAND_TIMEOUT_MS = 1000;

  @IsOptional()
  @IsString()
  INSTANCE_ID?: string;

  /**
   * Port of the Prometheus metrics endpoint (`GET /metrics`), a server of its own beside the api's, so the
   * public port never serves it: publish it only to the network Prometheus scrapes from. Unset: no metrics
   * server and no per-request metrics work (0: any free port, for tests).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  /** Address the metrics server binds: loopback by default; `0.0.0.0` where Prometheus runs on another host or container. */
  @IsString()
  METRICS_HOST = '127.0.0.1';

  /** When set (16+ characters), `/metrics` also needs `Authorization: Bearer <token>` (Prometheus `authorization.credentials`). */
  @ValidateIf((env: EnvSchema) => env.METRICS_TOKEN !== '')
  @Matches(/^\S{16,}$/, { message: 'METRICS_TOKEN must be at least 16 characters with no spaces' })
  METRICS_TOKEN = '';

  /**
   * OpenTelemetry traces (README "Operations", Traces): the OTLP/HTTP endpoint of a collector
   * (`http://collector:4318`; spans go to `<it>/v1/traces`, JSON). Unset (and the next one unset): no traces,
   * at no cost. The variable names are OpenTelemetry's own, so an operator's usual settings work.
   */
  @ValidateIf((env: EnvSchema) => env.OTEL_EXPORTER_OTLP_ENDPOINT !== '')
  @Matches(/^https?:\/\/\S+$/, { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL' })
  OTEL_EXPORTER_OTLP_ENDPOINT = '';

  /** The full URL spans are sent to (`.../v1/traces`), when it is not OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  @ValidateIf((env: EnvSchema) => env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== '')
  @Matches(/^https?:\/\/\S+$/, { message: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s):// URL' })
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = '';

  /** The traces' `service.name` (role, version and instance are attributes of their own). */
  @Matches(/^\S{1,60}$/, { message: 'OTEL_SERVICE_NAME must be 1-60 characters with no spaces' })
  OTEL_SERVICE_NAME = 'khela';

  /** The share of traces started here that are kept (0..1); a caller's sampled `traceparent` is always followed. */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber({}, { message: 'OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1' })
  @Min(0)
  @Max(1)
  OTEL_TRACES_SAMPLER_ARG = 1;

  /** How often batched spans are sent, in ms. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  OTEL_BSP_SCHEDULE_DELAY = 5000;

  /**
   * Where `npm run backup` writes its backups (the scripts read the same variable). Worker processes read it
   * for the metric of the newest good backup's age (khela_backup_newest_good_age_seconds); a relative path
   * is taken from the repository root. Mount it on the workers (read-only is enough).
   */
  @IsString()
  BACKUP_DIR = '.data/backups';

  /**
   * Express "trust proxy": which proxies' X-Forwarded-For to believe, so per-IP limits and audit rows see
   * the player's address, not the load balancer's. Empty: trust none (direct connections).
   * Examples: `loopback`, `10.0.0.0/8`, `1` (one hop).
   */
  @IsString()
  TRUST_PROXY = '';

  /** Encrypts staff TOTP secrets at rest (AES-256-GCM, key derived from this value). Set it in production. */
  @IsOptional()
  @IsString()
  STAFF_TOTP_KEY?: string;

  /** SMTP server for player e-mails (codes), e.g. smtp://user:pass@mail.example:587; empty: e-mails are not delivered (outbox and log, codes masked). */
  @ValidateIf((env: EnvSchema) => env.SMTP_URL !== '')
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = '';

  /** Sender of player e-mails. */
  @IsString()
  SMTP_FROM = 'Khela <no-reply@khela.local>';

  /** HTTP SMS gateway that takes a POST of JSON; empty: text messages are not delivered (outbox and log, codes masked). */
  @ValidateIf((env: EnvSchema) => env.SMS_GATEWAY_URL !== '')
  @Matches(/^https?:\/\/.+/, { message: 'SMS_GATEWAY_URL must be an http:// or https:// URL' })
  SMS_GATEWAY_URL = '';

  /** JSON body posted to the SMS gateway, with {{to}} and {{text}} replaced (JSON-escaped); empty: {"to":"{{to}}","text":"{{text}}"}. */
  @IsString()
  SMS_TEMPLATE = '';

  /** Largest image staff may upload (logos, sliders, promotion and game art), in bytes; default 2 MB. */
  @Transform(toInt)
  @IsInt()
  @Min(10 * 1024)
  @Max(50 * 1024 * 1024)
  UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

  /** Deposits and withdrawals at or above this amount (BDT, two places) need a second, different finance user to confirm. */
  @Matches(/^\d{1,13}(\.\d{1,2})?$/, { message: 'PAYMENTS_CHECKER_THRESHOLD must be an amount like 10000.00' })
  PAYMENTS_CHECKER_THRESHOLD = '10000.00';

  /** Turnover a regular (no promotion) deposit requires, as a multiple of the deposit. */
  @Matches(/^\d{1,3}(\.\d{1,2})?$/, { message: 'REGULAR_TURNOVER_MULTIPLIER must be a number like 1 or 1.5' })
  REGULAR_TURNOVER_MULTIPLIER = '1';

  /**
   * How long a completed staff `Idempotency-Key` is answered again (its replay window), in days; older keys are
   * deleted nightly, and a repeat after that runs as a new request.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  STAFF_IDEMPOTENCY_RETENTION_DAYS = 7;

  /** E-wallet payment gateway base URL (the simulator in dev and tests); empty: e-wallet deposits are off. */
  @ValidateIf((env: EnvSchema) => env.EWALLET_GATEWAY_URL !== '')
  @Matches(/^https?:\/\/.+/, { message: 'EWALLET_GATEWAY_URL must be an http:// or https:// URL' })
  EWALLET_GATEWAY_URL = '';

  /** Shared secret the e-wallet gateway signs its callbacks with (HMAC-SHA256); required when the gateway is on. */
  @ValidateIf((env: EnvSchema) => env.EWALLET_GATEWAY_URL !== '')
  @Matches(/^.{16,}$/, { message: 'EWALLET_CALLBACK_SECRET must be at least 16 characters when EWALLET_GATEWAY_URL is set' })
  EWALLET_CALLBACK_SECRET = '';

  /** Where the gateway posts its signed callbacks (this api's /api/ewa/callback as the gateway reaches it); empty: taken from the request. */
  @ValidateIf((env: EnvSchema) => env.EWALLET_CALLBACK_URL !== '')
  @Matches(/^https?:\/\/.+/, { message: 'EWALLET_CALLBACK_URL must be an http:// or https:// URL' })
  EWALLET_CALLBACK_URL = '';

  /** The player site page the gateway sends the player back to after paying (it adds ?trx_id=...); empty: this host's /ewallet-return. */
  @ValidateIf((env: EnvSchema) => env.EWALLET_RETURN_URL !== '')
  @Matches(/^https?:\/\/.+/, { message: 'EWALLET_RETURN_URL must be an http:// or https:// URL' })
  EWALLET_RETURN_URL = '';

  /** How often each event reactor looks for new events when no NOTIFY woke it (a lost notification only delays). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60000)
  EVENTS_POLL_MS = 1000;

  /** A failing reactor retries an event after this long, doubling each attempt up to EVENTS_RETRY_MAX_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(3600000)
  EVENTS_RETRY_MIN_MS = 1000;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(3600000)
  EVENTS_RETRY_MAX_MS = 60000;

  /** Attempts at one event before it becomes a dead letter (listed in the back-office, retried from there). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  EVENTS_MAX_ATTEMPTS = 8;

  /**
   * Outbox events, handled rows and resolved delivery failures older than this many days are deleted nightly
   * (`events.apply-retention`), an outbox event only once every reactor has passed it and no open failure needs it.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  EVENTS_RETENTION_DAYS = 30;

  /** How long a game launch token lets a provider take bets (wins and rollbacks are accepted after it expires). */
  @Transform(toInt)
  @IsInt()
  @Min(10000)
  @Max(86400000)
  GAME_LAUNCH_TOKEN_TTL_MS = 900000;

  /** Refused provider calls (back-office Game rounds, refused calls) are kept this many days, then deleted nightly. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  GAME_REFUSED_CALLS_RETENTION_DAYS = 90;

  /** Refused provider calls kept per minute and api process at most (anyone can post them); the rest are counted and dropped. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(100000)
  GAME_REFUSED_CALLS_PER_MINUTE = 600;

  /** Refused provider calls kept at most: the hourly prune deletes the oldest beyond this many. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(100000000)
  GAME_REFUSED_CALLS_MAX_ROWS = 100000;

  /** Players' log-in attempts (back-office player page, login history and linked accounts) are kept this many days, then deleted nightly. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  PLAYER_LOGINS_RETENTION_DAYS = 180;

  /**
   * How long a closed account's personal data is kept after its last activity before staff may anonymise it
   * (issue 23): 1827 days (5 years), what AML record-keeping asks of a gambling operator; at least a year.
   */
  @Transform(toInt)
  @IsInt()
  @Min(365)
  @Max(36500)
  PLAYER_DATA_RETENTION_DAYS = 1827;

  /** The game provider simulator's base URL as the player's browser reaches it; empty: no demo game provider. */
  @ValidateIf((env: EnvSchema) => env.GAME_SIM_URL !== '')
  @Matches(/^https?:\/\/.+/, { message: 'GAME_SIM_URL must be an http:// or https:// URL' })
  GAME_SIM_URL = '';

  /** HMAC-SHA256 secret the demo game provider `sim` signs its wallet calls with; required when GAME_SIM_URL is set. */
  @ValidateIf((env: EnvSchema) => env.GAME_SIM_URL !== '')
  @Matches(/^.{16,}$/, { message: 'GAME_SIM_SECRET must be at least 16 characters when GAME_SIM_URL is set' })
  GAME_SIM_SECRET = '';

  /**
   * Crash rounds (issue 19): `on` drives the shared round in whichever process holds the Redis lease (one at a
   * time; the others relay its pushes), `off` drives none. Tests set it off unless they drive rounds themselves.
   */
  @IsIn(['on', 'off'])
  CRASH_ROUNDS: 'on' | 'off' = 'on';

  /** Crash betting phase (ms). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(60000)
  CRASH_BETTING_MS = 5000;

  /** How often the crash multiplier is pushed (ms): the cap on its rate. */
  @Transform(toInt)
  @IsInt()
  @Min(20)
  @Max(1000)
  CRASH_TICK_MS = 100;

  /** Games of a new crash hash chain (made when none is left; about a second of SHA-256 per million). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(10_000_000)
  CRASH_CHAIN_LENGTH = 1_000_000;

  /**
   * Where exchange events and prices come from: `simulator` (the built-in seeded feed) or `off` (no events).
   * Unset: `off` with NODE_ENV=production, `simulator` otherwise (load-config.ts): players must never bet real
   * money on simulated matches because a setting was left out. Set it explicitly to run the simulator there.
   */
  @IsOptional()
  @IsIn(['simulator', 'off'])
  EXCHANGE_FEED?: 'simulator' | 'off';

  /** How often the simulated exchange feed moves (ms); 0: only when told (tests). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  EXCHANGE_FEED_TICK_MS = 250;

  /** Seed of the simulated exchange feed: the same seed plays the same matches in every process. */
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'EXCHANGE_SIM_SEED must be 1-40 letters, digits, _ or -' })
  EXCHANGE_SIM_SEED = 'khela';

  /** Smallest exchange order stake per currency (major units, two decimals), e.g. `BDT:10.00,INR:10.00,PKR:20.00`. */
  @Matches(/^(BDT|INR|PKR):\d{1,7}(\.\d{1,2})?(,(BDT|INR|PKR):\d{1,7}(\.\d{1,2})?)*$/, {
    message: 'EXCHANGE_MIN_STAKE must look like BDT:10.00,INR:10.00,PKR:20.00',
  })
  EXCHANGE_MIN_STAKE = 'BDT:10.00,INR:10.00,PKR:20.00';

  /** The house market maker's largest worst-case loss on one market (major units), the cap on what it quotes into the book. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  EXCHANGE_HOUSE_MARKET_LIMIT = 500000;

  /** The most one player may stake in total on one bookmaker market (major units). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  EXCHANGE_BOOKMAKER_PLAYER_MARKET_LIMIT = 100000;

  /** The most one player may stake in total on one fancy line (major units). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  EXCHANGE_FANCY_PLAYER_MARKET_LIMIT = 100000;

  /** Minutes after its event ended that a fancy line still without a result is voided (every stake back). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(100_000)
  EXCHANGE_FANCY_VOID_GRACE_MINUTES = 60;

  /** The house's largest worst-case loss on one bookmaker market (major units): a bet that would take it beyond is refused. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  EXCHANGE_BOOKMAKER_HOUSE_MARKET_LIMIT = 1000000;

  /** Exchange commission on a player's net winnings per market, in basis points (500 = 5%): match odds. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10000)
  EXCHANGE_COMMISSION_MATCH_ODDS_BP = 500;

  /** Commission on bookmaker markets' net winnings, basis points (none by default: the rate already holds the margin). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10000)
  EXCHANGE_COMMISSION_BOOKMAKER_BP = 0;

  /** Commission on fancy lines' net winnings, basis points (none by default). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10000)
  EXCHANGE_COMMISSION_FANCY_BP = 0;

  /**
   * Collect what a player owes from an unpaid exchange resettlement automatically when money next reaches
   * their main (reactor exchange.collect-unpaid); false: finance collects by hand only.
   */
  @Transform(toBoolean)
  @IsBoolean()
  EXCHANGE_UNPAID_AUTO_COLLECT = true;

  /**
   * Replaces the schedule a module declared for a repeatable job: a JSON object from job name to "HH:MM"
   * (daily, Dhaka time) or { "everyMs": n }, e.g. {"player-protection.markers-of-harm":"04:00"}. Empty: as declared.
   */
  @ValidateBy({
    name: 'jobSchedules',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseJobSchedules(value).problems.length === 0,
      defaultMessage: (args) => `JOB_SCHEDULES: ${parseJobSchedules(String(args?.value ?? '')).problems.join('; ')}`,
    },
  })
  JOB_SCHEDULES = '';

  /**
   * Thresholds and weights of player protection's markers of harm, as JSON over the defaults (e.g.
   * {"reviewScore":40,"chasing":{"withinMinutes":20}}); checked at boot by the module
   * (player-protection/domain/harm-settings.ts lists every setting). Empty: the defaults.
   */
  @IsString()
  HARM_MARKERS = '';
}
