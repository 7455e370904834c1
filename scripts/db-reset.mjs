// `npm run db:reset`: drop every table, migrate, seed. Refused with NODE_ENV=production unless `-- --force`.
import { runCli } from './cli-runner.mjs';

await runCli(['db:reset', ...process.argv.slice(2)], { needsRedis: true });
