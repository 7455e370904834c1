// What other modules may use from games.
export { GamesModule } from './games.module.js';
export { gamesEvents } from './events/games-events.js';
export { ClosedRoundsQuery, type ClosedRound } from './queries/closed-rounds/closed-rounds.query.js';
export { HouseCalls, houseProviderCode, type HouseCallAnswer } from './commands/house-calls/house-calls.js';
