/**
 * Whether withdrawals are on (general settings `withdrawal_status`). The content module owns that
 * setting but its index.ts exposes no query for it yet, so this port answers "on" until it does.
 * TODO(content): bind to a content query (e.g. GetGeneralSettingsQuery) once index.ts exports one.
 */
export interface WithdrawalSwitch {
  withdrawalsOn(): Promise<boolean>;
}

export const WITHDRAWAL_SWITCH = Symbol('WITHDRAWAL_SWITCH');

export class AlwaysOnWithdrawalSwitch implements WithdrawalSwitch {
  withdrawalsOn(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
