// A relay worker as its own process, for the crash test: `node --import ./register-swc.mjs relay-worker.child.ts`
// with DATABASE_URL set. Prints "relay worker ready" once its reactors run; SIGKILL is the point.
import { FirstReactor, SecondReactor, startRelayApp } from './relay-test-app.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const app = await startRelayApp({ databaseUrl, reactors: [FirstReactor, SecondReactor] });
process.stdout.write('relay worker ready\n');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
