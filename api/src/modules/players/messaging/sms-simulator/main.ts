// Starts the SMS gateway simulator on its own (development): after `npm run build`,
//   SMS_SIMULATOR_PORT=4200 node api/dist/api/src/modules/players/messaging/sms-simulator/main.js
// then run the api with SMS_GATEWAY_URL=http://127.0.0.1:4200 and open that URL to read the SMS sent.
import { startSmsGatewaySimulator } from './sms-gateway-simulator.js';

const simulator = await startSmsGatewaySimulator({ port: Number(process.env.SMS_SIMULATOR_PORT ?? 4200) });
console.log(`SMS gateway simulator at ${simulator.url}`);
