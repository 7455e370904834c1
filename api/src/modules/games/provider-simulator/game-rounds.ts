/**
 * One round as the simulator's game server plays it against Khela's wallet: bet, decide the outcome on the
 * server, then one win that closes the round (amount 0 on a loss). A bet whose answer never came is rolled
 * back (the wallet may or may not have taken it); a win or rollback that cannot be delivered now is kept and
 * sent again later with the same transaction_uuid, until the wallet answers: every round closes.
 */
import { randomUUID } from 'node:crypto';
import type { ProviderAnswer, ProviderStatus } from '@khela/contracts';
import type { PageErrorKey } from './page/page-texts.js';
import { WalletUnreachableError, type WalletClient } from './wallet-client.js';

export interface PlaySession {
  id: string;
  token: string;
  user: string;
  gameCode: string;
  /** One round at a time per session, as a real game screen plays. */
  busy: boolean;
}

export type RoundResult<T> =
  | { ok: true; round: string; outcome: T; stake: number; win: number; balance: number }
  | { ok: false; error: PageErrorKey; balance?: number };

const errorOf: Partial<Record<ProviderStatus, PageErrorKey>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'not_enough_money',
  RS_ERROR_INVALID_TOKEN: 'session_expired',
  RS_ERROR_TOKEN_EXPIRED: 'session_expired',
  RS_ERROR_USER_DISABLED: 'user_disabled',
  RS_ERROR_INVALID_GAME: 'invalid_game',
};
export const pageErrorOf = (answer: ProviderAnswer): PageErrorKey => errorOf[answer.status] ?? 'refused';

export class GameRounds {
  /** Calls that must reach the wallet eventually (a win or a rollback), retried every `redeliverMs`. */
  private readonly undelivered: (() => Promise<unknown>)[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly wallet: WalletClient,
    redeliverMs = 5000,
  ) {
    this.timer = setInterval(() => void this.redeliver(), redeliverMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async play<T>(session: PlaySession, stake: number, decide: () => { outcome: T; win: number }): Promise<RoundResult<T>> {
    const round = randomUUID();
    const bet = {
      user: session.user,
      token: session.token,
      game_code: session.gameCode,
      round,
      transaction_uuid: randomUUID(),
      currency: 'BDT',
    };
    let betAnswer: ProviderAnswer;
    try {
      betAnswer = (await this.wallet.bet({ ...bet, amount: stake })).answer;
    } catch (error) {
      if (!(error instanceof WalletUnreachableError)) throw error;
      const rollback = {
        ...bet,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
      };
      this.deliver(() => this.wallet.rollback(rollback));
      return { ok: false, error: 'wallet_unavailable' };
    }
    if (betAnswer.status !== 'RS_OK') return { ok: false, error: pageErrorOf(betAnswer), balance: betAnswer.balance };

    const { outcome, win } = decide();
    // request_uuid fixed here, so a later redelivery is the same request byte for byte.
    const winRequest = {
      ...bet,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      amount: win,
      round_closed: true,
    };
    try {
      const { answer } = await this.wallet.win(winRequest);
      return { ok: true, round, outcome, stake, win, balance: answer.balance ?? (betAnswer.balance ?? 0) + win };
    } catch (error) {
      if (!(error instanceof WalletUnreachableError)) throw error;
      this.deliver(() => this.wallet.win(winRequest));
      // The win is owed and will arrive; the page shows the balance it will have then.
      return { ok: true, round, outcome, stake, win, balance: (betAnswer.balance ?? 0) + win };
    }
  }

  private deliver(send: () => Promise<unknown>): void {
    this.undelivered.push(send);
  }

  private async redeliver(): Promise<void> {
    for (const send of this.undelivered.splice(0)) {
      await send().catch(() => this.undelivered.push(send));
    }
  }
}
