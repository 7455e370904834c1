// `npm run seed`: migrate, then run every demo seeder (idempotent: running it twice adds nothing).
// Seeders run inside the application, which needs Redis as well as Postgres.
import { runCli } from './cli-runner.mjs';

await runCli(['seed'], { needsRedis: true });
