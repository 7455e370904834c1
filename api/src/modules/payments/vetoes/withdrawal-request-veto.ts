import { declareVetoActions } from '../../../platform/events/index.js';

declare module '../../../platform/events/veto-point.js' {
  interface VetoContexts {
    /**
     * A player asks to withdraw (after payments' own rules pass, before the request is recorded and the
     * amount held). KYC refuses a withdrawal its rules say needs an approved identity check (issue 22).
     * `amount`: decimal string of minor units.
     */
    'payments.withdrawal-request': { playerId: string; amount: string };
  }
}

export const paymentsVetoActions = declareVetoActions(['payments.withdrawal-request']);
