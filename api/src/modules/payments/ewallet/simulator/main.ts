// Starts the e-wallet gateway simulator on its own (development): after `npm run build`,
//   EWALLET_CALLBACK_SECRET=... EWALLET_SIMULATOR_PORT=4100 node api/dist/api/src/modules/payments/ewallet/simulator/main.js
// then run the api with EWALLET_GATEWAY_URL=http://127.0.0.1:4100 and the same secret.
import { startEwalletSimulator } from './ewallet-simulator.js';

const secret = process.env.EWALLET_CALLBACK_SECRET ?? '';
if (secret.length < 16) {
  console.error('EWALLET_CALLBACK_SECRET must be set (at least 16 characters), the same as the api uses.');
  process.exit(1);
}
const simulator = await startEwalletSimulator({ secret, port: Number(process.env.EWALLET_SIMULATOR_PORT ?? 4100) });
console.log(`e-wallet gateway simulator at ${simulator.url}`);
