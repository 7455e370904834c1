import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import { Clock } from '../../../../platform/clock/clock.js';
import { GameProvidersRepository } from '../../persistence/game-providers.repository.js';
import { LaunchTokensRepository } from '../../persistence/launch-tokens.repository.js';
import { AnswerProviderCall } from '../answer-provider-call/answer-provider-call.js';

/** The house game provider (migration 1795541000000): Khela Originals. */
export const houseProviderCode = 'khela';

export interface HouseCallAnswer {
  /** The wallet API status, `RS_OK` when the call was taken. */
  status: string;
  /** main + bonus after the call, in minor units (absent on some refusals). */
  balanceMinor?: bigint;
}

/**
 * Our own games' calls to the seamless wallet, in process: the body is built and signed with the house
 * provider's stored key exactly as an aggregator would, then answered by the same AnswerProviderCall a
 * provider's HTTP call reaches (signature, idempotency by transaction id, rounds, records, recall, the
 * 'wallet.stake' veto). Only the HTTP hop is skipped. Ids are the caller's, so a repeat is a repeat.
 */
@Injectable()
export class HouseCalls {
  constructor(
    @Inject(AnswerProviderCall) private readonly calls: AnswerProviderCall,
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(LaunchTokensRepository) private readonly tokens: LaunchTokensRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** A launch token for one house game, as POST /api/game-run would make for a provider. */
  async token(player: { id: string; username: string }, gameCode: string): Promise<string> {
    return this.tokens.issue({
      providerCode: houseProviderCode,
      gameCode,
      playerId: player.id,
      username: player.username,
      expiresAt: new Date(this.clock.now().getTime() + 5 * 60_000),
    });
  }

  bet(b: { username: string; token: string; gameCode: string; round: string; transactionId: string; amountMinor: bigint }) {
    return this.send('transaction/bet', {
      request_uuid: randomUUID(),
      user: b.username,
      token: b.token,
      game_code: b.gameCode,
      round: b.round,
      transaction_uuid: b.transactionId,
      currency: 'BDT',
      amount: Number(b.amountMinor),
    });
  }

  /** The bet's win (0 for a loss); closes the round. */
  win(w: {
    username: string;
    token: string;
    gameCode: string;
    round: string;
    transactionId: string;
    betTransactionId: string;
    amountMinor: bigint;
  }) {
    return this.send('transaction/win', {
      request_uuid: randomUUID(),
      user: w.username,
      token: w.token,
      game_code: w.gameCode,
      round: w.round,
      transaction_uuid: w.transactionId,
      reference_transaction_uuid: w.betTransactionId,
      currency: 'BDT',
      amount: Number(w.amountMinor),
      round_closed: true,
    });
  }

  private async send(call: 'transaction/bet' | 'transaction/win', body: Record<string, unknown>): Promise<HouseCallAnswer> {
    const provider = await this.providers.findCached(houseProviderCode);
    if (!provider) return { status: 'RS_ERROR_INVALID_SIGNATURE' };
    const raw = Buffer.from(JSON.stringify(body));
    const signature = createHmac('sha256', provider.keyMaterial).update(raw).digest('base64');
    const answer = JSON.parse(await this.calls.answer(houseProviderCode, call, raw, signature)) as { status: string; balance?: number };
    return { status: answer.status, ...(typeof answer.balance === 'number' ? { balanceMinor: BigInt(answer.balance) } : {}) };
  }
}
