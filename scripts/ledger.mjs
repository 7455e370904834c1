// `npm run ledger:verify` (replay every event; exit 1 on any difference) and
// `npm run projections:rebuild [-- name...]` (refill the registered ledger projections from zero). Both boot
// the application context to list the projections every module registers, so they need Redis as well.
import { runCli } from './cli-runner.mjs';

const [command, ...args] = process.argv.slice(2);
if (command !== 'ledger:verify' && command !== 'projections:rebuild') {
  console.error('usage: node scripts/ledger.mjs ledger:verify | projections:rebuild [name...]');
  process.exit(2);
}
await runCli([command, ...args], { needsRedis: true });
