// Shared body of `npm run migrate`, `migrate:revert`, `seed` and `db:reset`: build the api if it is
// missing or stale, find Postgres (and Redis when the command boots the app), run api/src/cli.ts, then
// stop whatever services.mjs started (an embedded Postgres or a private redis-server).
import { cliEntry, ensureBuilt, ensureInstalled, supervise } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

export async function runCli(args, { needsRedis }) {
  if (!(await runOnSupportedNode())) process.exit(1);
  await ensureInstalled();
  if (!(await ensureBuilt('api'))) process.exit(1);
  const { resolveServices, exitWithServiceError } = await import('./services.mjs');
  const services = await resolveServices({ redis: needsRedis }).catch(exitWithServiceError);
  const env = { ...process.env, DATABASE_URL: services.databaseUrl };
  if (services.redisUrl) env.REDIS_URL = services.redisUrl;
  const { exited } = supervise(process.execPath, [cliEntry, ...args], { env });
  const code = await exited;
  await services.stop();
  process.exit(code);
}
