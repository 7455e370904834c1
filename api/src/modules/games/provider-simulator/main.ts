// Starts the game provider simulator on its own (development; `npm start` does it for the demo): after `npm run build`,
//   KHELA_API_URL=http://127.0.0.1:3000 GAME_SIM_SECRET=... PORT=4300 node api/dist/api/src/modules/games/provider-simulator/main.js
// then run the api with GAME_SIM_URL=http://localhost:4300 and the same GAME_SIM_SECRET.
import { startGameSimulator } from './simulator-server.js';

const secret = process.env.GAME_SIM_SECRET ?? '';
if (secret.length < 16) {
  console.error('GAME_SIM_SECRET must be set (at least 16 characters), the same as the api uses.');
  process.exit(1);
}
const simulator = await startGameSimulator({
  apiUrl: process.env.KHELA_API_URL ?? 'http://127.0.0.1:3000',
  secret,
  provider: process.env.GAME_SIM_PROVIDER || 'sim',
  port: Number(process.env.PORT ?? 4300),
  // Reachable from the player's browser on this machine; the demo binds no other address.
  host: process.env.GAME_SIM_HOST ?? '127.0.0.1',
});
console.log(`game provider simulator at ${simulator.url}`);
