// What other modules may use from players: its module, and the queries and commands staff tools need.
export { PlayersModule } from './players.module.js';
export { playersEvents } from './events/players-events.js';
export { ListOutboxQuery, type OutboxPage, type OutboxRequest } from './queries/list-outbox/list-outbox.query.js';
export { GetProfileQuery } from './queries/get-profile/get-profile.query.js';
export { CountLockedPlayersQuery } from './queries/count-locked/count-locked.query.js';
export { GetPlayerStandingQuery, type PlayerStanding } from './queries/get-player-standing/get-player-standing.query.js';
export { ListOtherPhonesQuery } from './queries/list-other-phones/list-other-phones.query.js';
export { SearchPlayersQuery, type PlayerSearchRequest } from './queries/search-players/search-players.query.js';
export { GetStaffPlayerQuery } from './queries/get-staff-player/get-staff-player.query.js';
export { LockPlayerCommand } from './commands/lock-player/lock-player.command.js';
export { UnlockPlayerCommand } from './commands/unlock-player/unlock-player.command.js';
export { MarkPhoneVerifiedCommand } from './commands/mark-phone-verified/mark-phone-verified.command.js';
export { demoPlayers } from './seed/demo-players.seed.js';
