import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { hostname } from 'node:os';
import { EnvSchema } from './env.schema.js';

export type AppConfig = Readonly<Omit<EnvSchema, 'EXCHANGE_FEED'>> & {
  readonly corsOrigins: readonly string[];
  readonly instanceId: string;
  /** EXCHANGE_FEED as set, or its default for NODE_ENV (exchangeFeedFor). */
  readonly EXCHANGE_FEED: 'simulator' | 'off';
};

/** The exchange feed when EXCHANGE_FEED is unset: never the simulator in production. */
export const exchangeFeedFor = (nodeEnv: EnvSchema['NODE_ENV']): 'simulator' | 'off' => (nodeEnv === 'production' ? 'off' : 'simulator');

/** Thrown at boot; its message lists every bad variable, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.map((e) => {
    const messages = Object.values(e.constraints ?? {});
    const missing = e.value === undefined || e.value === '';
    return `${e.property}: ${missing ? 'is required' : messages.join('; ')}`;
  });
}

/**
 * Rules across variables. The demo data includes an `admin` whose password and TOTP secret are
 * published (README, scripts/demo-logins.json), so it may only be seeded outside production:
 * `npm start` and `npm run dev` run with NODE_ENV=development.
 */
function combinationProblems(config: EnvSchema): string[] {
  const problems: string[] = [];
  if (config.SEED_DEMO === true && config.NODE_ENV === 'production') {
    problems.push(
      'SEED_DEMO: demo data (staff "admin" with a published password and TOTP secret) is never seeded with NODE_ENV=production; ' +
        'unset SEED_DEMO, or set NODE_ENV=development for a demo',
    );
  }
  return problems;
}

/** Reads only the variables EnvSchema declares; empty strings count as unset so defaults apply. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvSchema());
  // the variables without a default value are not keys of a fresh EnvSchema
  const declared = [...new Set([...known, 'DATABASE_URL', 'REDIS_URL', 'INSTANCE_ID', 'EXCHANGE_FEED', 'METRICS_PORT'])];
  const raw: Record<string, string> = {};
  for (const key of declared) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = plainToInstance(EnvSchema, raw, { exposeDefaultValues: true });
  const problems = [...describe(validateSync(config, { whitelist: true, forbidUnknownValues: false })), ...combinationProblems(config)];
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    ...config,
    corsOrigins: config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    instanceId: config.INSTANCE_ID ?? `${hostname()}-${process.pid}`,
    EXCHANGE_FEED: config.EXCHANGE_FEED ?? exchangeFeedFor(config.NODE_ENV),
  });
}
