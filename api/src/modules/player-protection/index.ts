// What other modules may use from player protection.
export { PlayerProtectionModule } from './player-protection.module.js';
export { playerProtectionEvents } from './events/player-protection-events.js';
