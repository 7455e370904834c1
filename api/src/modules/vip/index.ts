// What other modules may use from vip.
export { VipModule } from './vip.module.js';
export { vipEvents } from './events/vip-events.js';
export { GetVipStatusQuery } from './queries/get-vip-status/get-vip-status.query.js';
