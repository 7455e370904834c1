// What other modules may use from vip.
export { VipModule } from './vip.module.js';
export { vipEvents } from './events/vip-events.js';
export { GetVipStatusQuery } from './queries/get-vip-status/get-vip-status.query.js';
export { VipLevelsOfPlayersQuery } from './queries/get-levels-of-players/get-levels-of-players.query.js';
export { ListVipLevelsQuery } from './queries/list-vip-levels/list-vip-levels.query.js';
export { PlayersAtVipLevelsQuery, type VipLevelMembers } from './queries/players-at-levels/players-at-levels.query.js';
/** A player's level's withdrawal limits per Dhaka day and the rule checking one more request (payments' veto, issue 21). */
export { VipWithdrawalLimitsQuery, type VipWithdrawalLimits } from './queries/withdrawal-limits/withdrawal-limits.query.js';
export { dhakaDayAround, withdrawalLimitRefusal } from './domain/withdrawal-limits.js';
