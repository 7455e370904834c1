// What other modules may use from vip.
export { VipModule } from './vip.module.js';
export { vipEvents } from './events/vip-events.js';
