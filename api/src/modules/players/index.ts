// What other modules may use from players: its module, and the queries and commands staff tools need.
export { PlayersModule } from './players.module.js';
export { ListOutboxQuery, type OutboxPage, type OutboxRequest } from './queries/list-outbox/list-outbox.query.js';
export { GetProfileQuery } from './queries/get-profile/get-profile.query.js';
export { ListOtherPhonesQuery } from './queries/list-other-phones/list-other-phones.query.js';
export { demoPlayers } from './seed/demo-players.seed.js';
