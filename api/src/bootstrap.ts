import 'reflect-metadata';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { mkdirSync } from 'node:fs';
import express from 'express';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ReadHomeFirstView } from './modules/content/index.js';
import { BalancePollFastPath } from './modules/wallet/index.js';
import type { AppConfig } from './platform/config/load-config.js';
import { migrateUp } from './platform/database/migrate.js';
import { repoRoot, storageRoot } from './platform/paths.js';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter.js';
import { createOpenApiDocument } from './platform/http/openapi/openapi-document.js';
import { HttpMetrics } from './platform/metrics/http-metrics.js';
import { Metrics } from './platform/metrics/metrics.js';
import { httpTracing } from './platform/tracing/http-tracing.js';
import { Tracing } from './platform/tracing/tracing.js';
import { LocalizeMessagesInterceptor } from './platform/i18n/localize-messages.interceptor.js';
import { MessageCatalog } from './platform/i18n/message-catalog.js';
import { createValidationPipe } from './platform/http/validation.js';
import { inputGuard } from './platform/http/input-guard.js';
import { createLogger, PinoNestLogger } from './platform/logging/logger.js';
import { requestLogging } from './platform/logging/request-logging.middleware.js';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter.js';
import { DemoSeedRunner } from './platform/seed/demo-seeder.js';
import { serveStorage } from './platform/web/serve-storage.js';
import { serveWebApps } from './platform/web/serve-web-apps.js';

export interface Started<T extends INestApplicationContext> {
  app: T;
  logger: Logger;
}

async function prepare(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (config.MIGRATE_ON_START) await migrateUp(app.get(DataSource));
}

/**
 * One Content-Security-Policy for every answer: the player site, the back-office, the API and its
 * /api/docs page. Scripts come only from this origin, never inline: neither web app has an inline script
 * (Vite emits module files) and Swagger UI's page loads its three scripts as files too, so an injected
 * `<script>` or `onclick=` never runs anywhere (`script-src-attr 'none'`, a helmet default, stays).
 * `style-src` keeps 'unsafe-inline', for three inline `<style>` blocks: the player site's boot bar painted
 * before its scripts arrive (index.html), the back-office's sandboxed notice preview (an iframe srcdoc, which
 * inherits this policy) and Swagger UI's page. React's `style` props need none of it (they are set through
 * the CSSOM, which CSP does not govern). Injected CSS cannot leak data to another host: images, fonts and
 * connections are limited to this origin (plus data:/blob: images).
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'frame-src': ["'self'", 'https:'],
};

/** The HTTP pipeline every api instance (and the tests) use: ids and logs, headers, CORS, body limit,
 * validation and error bodies; per-route metrics when given `httpMetrics` (only where METRICS_PORT serves them);
 * a server span per request when given `tracing` with traces on (a test's module set-up may have no Tracing). */
export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  logger: Logger,
  httpMetrics?: HttpMetrics,
  tracing?: Tracing,
): void {
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
  // first, so it times the whole pipeline
  if (httpMetrics) app.use(httpMetrics.middleware());
  // a server span per request, only with traces on (OTEL_EXPORTER_OTLP_ENDPOINT); off, not even a function call
  if (tracing?.enabled) app.use(httpTracing(tracing));
  app.use(requestLogging(logger));
  // /gamerun frames game providers' pages (https: in production); the demo provider simulator may be plain http.
  const gameSimOrigin = config.GAME_SIM_URL ? [new URL(config.GAME_SIM_URL).origin] : [];
  const directives = { ...contentSecurityPolicy, 'frame-src': [...contentSecurityPolicy['frame-src'], ...gameSimOrigin] };
  app.use(helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false }));
  app.enableCors({ origin: config.corsOrigins.length ? [...config.corsOrigins] : false, credentials: false });
  // Game providers sign the raw bytes of their wallet calls: those bodies stay bytes (a Buffer) for the games
  // module, which verifies them and answers every malformed one itself (provider-api/README.md).
  app.use('/api/provider/', express.raw({ type: () => true, limit: config.BODY_LIMIT }));
  app.useBodyParser('json', { limit: config.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  app.use(inputGuard()); // NUL and control characters, broken percent-encoding, deep nesting: 400 before any handler
  app.useGlobalPipes(createValidationPipe());
  // Requests made in Bangla get their messages in Bangla, answers and errors alike.
  const messages = app.get(MessageCatalog);
  app.useGlobalInterceptors(new LocalizeMessagesInterceptor(messages));
  app.useGlobalFilters(new AllExceptionsFilter(messages));
}

/**
 * The Express instance the api runs on. Routes match case-sensitively and strictly (a trailing slash is
 * another path): `/api/admin/x` is the only spelling of a route, and `/API/Admin/x` or `/api/admin/x/`
 * answer 404 instead of reaching the handler by another name. Set before anything creates the router.
 */
function strictRouter(): express.Express {
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  return server;
}

/** Builds the HTTP + socket.io application (ROLE api or all) without listening. */
export async function createHttpApp(config: AppConfig): Promise<Started<NestExpressApplication>> {
  const logger = createLogger(config.LOG_LEVEL, config.instanceId, { sync: false });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(strictRouter()), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  const storageDir = storageRoot(config.STORAGE_DIR);
  mkdirSync(storageDir, { recursive: true });

  configureHttp(app, config, logger, app.get(Metrics).enabled ? app.get(HttpMetrics) : undefined, app.get(Tracing));
  // The balance poll ahead of Nest's router, after every global middleware (wallet/http/balance-poll.fast-path.ts)
  app.get(BalancePollFastPath).mount(app.getHttpAdapter().getInstance());
  app.useWebSocketAdapter(new RedisIoAdapter(app));
  app.use('/storage', serveStorage(storageDir));

  const document = createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (config.SERVE_WEB)
    serveWebApps(app.getHttpAdapter().getInstance(), repoRoot, {
      homeFirstView: () => app.get(ReadHomeFirstView, { strict: false }).read(),
    });
  await prepare(app, config);
  await app.init();
  if (config.SEED_DEMO) await app.get(DemoSeedRunner).run();
  return { app, logger };
}

/** Builds the worker (ROLE worker): queues, projections, no HTTP. */
export async function createWorker(config: AppConfig): Promise<Started<INestApplicationContext>> {
  const logger = createLogger(config.LOG_LEVEL, config.instanceId);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, ROLE: 'worker' }), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  await prepare(app, config);
  await app.init();
  return { app, logger };
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests and jobs finish, close workers, pools and
 * sockets; if that takes longer than SHUTDOWN_TIMEOUT_MS the process exits anyway.
 */
export function closeOnSignals(app: INestApplication | INestApplicationContext, logger: Logger, timeoutMs: number): void {
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    app
      .close()
      .then(() => {
        logger.info('shut down cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
}
