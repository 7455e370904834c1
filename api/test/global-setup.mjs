// Runs once per Jest run, in the parent process, before workers start. It names the run; the first
// test file that needs a database builds this run's migrated template (see test-database.ts).
import { randomBytes } from 'node:crypto';

export default function setup() {
  process.env.KHELA_TEST_RUN_ID ??= randomBytes(4).toString('hex');
}
