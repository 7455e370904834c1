import { declareVetoActions } from '../../../platform/events/index.js';

declare module '../../../platform/events/veto-point.js' {
  interface VetoContexts {
    /**
     * Someone asks to open an account with this phone (digits, no "+") and e-mail, before the player is
     * created. Player protection refuses a phone or e-mail of a player whose time-out or self-exclusion is
     * in force (issue 16).
     */
    'players.sign-up': { phone: string; email: string };
  }
}

export const playersVetoActions = declareVetoActions(['players.sign-up']);
