// `npm run migrate` (up) and `npm run migrate:revert` (down; `-- --all` reverts every migration).
import { runCli } from './cli-runner.mjs';

const [direction = 'up', ...flags] = process.argv.slice(2);
if (direction !== 'up' && direction !== 'down') {
  console.error('usage: node scripts/migrate.mjs up | down [--all]');
  process.exit(2);
}
await runCli([direction === 'up' ? 'migrate' : 'migrate:revert', ...flags], { needsRedis: false });
