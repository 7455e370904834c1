import { closeOnSignals, createHttpApp, createWorker } from './bootstrap.js';
import { ConfigError, loadConfig } from './platform/config/load-config.js';

/** Entry point. ROLE=api serves HTTP + socket.io, ROLE=worker runs jobs, ROLE=all (default) does both. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.ROLE === 'worker') {
    const { app, logger } = await createWorker(config);
    closeOnSignals(app, logger, config.SHUTDOWN_TIMEOUT_MS);
    logger.info('worker started');
    return;
  }
  const { app, logger } = await createHttpApp(config);
  await app.listen(config.PORT);
  closeOnSignals(app, logger, config.SHUTDOWN_TIMEOUT_MS);
  logger.info({ port: config.PORT, role: config.ROLE }, `Khela listening on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Khela failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
