import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetGeneralSettingsQuery } from '../../content/index.js';

/** Whether withdrawals are on: the general setting `withdrawal_status` (1 on, 0 off), owned by content. */
export interface WithdrawalSwitch {
  withdrawalsOn(): Promise<boolean>;
}

export const WITHDRAWAL_SWITCH = Symbol('WITHDRAWAL_SWITCH');

/** Reads the setting on every check, so staff turning withdrawals off takes effect at once. */
@Injectable()
export class GeneralSettingsWithdrawalSwitch implements WithdrawalSwitch {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async withdrawalsOn(): Promise<boolean> {
    const general = await this.queries.execute(new GetGeneralSettingsQuery());
    return Number(general.withdrawal_status) === 1;
  }
}
