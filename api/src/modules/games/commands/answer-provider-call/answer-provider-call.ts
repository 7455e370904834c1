import type { ProviderBetRequest, ProviderRollbackRequest, ProviderStatus, ProviderWinRequest } from '@khela/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetPlayerStandingQuery, type PlayerStanding } from '../../../players/index.js';
import {
  CreditWinCommand,
  DebitStakeCommand,
  GetWalletQuery,
  RollBackStakeCommand,
  type WalletCommandResult,
} from '../../../wallet/index.js';
import {
  answerText,
  checkIdentity,
  decideBet,
  decideRead,
  decideRollback,
  decideWin,
  roundAfter,
  walletRefusalStatus,
  type TokenFacts,
} from '../../domain/wallet-decisions.js';
import { contentOf, parseProviderCall, type ProviderCall, type ProviderRequest } from '../../domain/provider-wire.js';
import { verifyProviderSignature } from '../../domain/provider-signature.js';
import { GameProvidersRepository, type GameProvider } from '../../persistence/game-providers.repository.js';
import { LaunchTokensRepository } from '../../persistence/launch-tokens.repository.js';
import { RoundsRepository, type RoundRow } from '../../persistence/rounds.repository.js';
import { CallSlots } from './call-slots.js';

type MoneyRequest = Extract<ProviderRequest, { call: 'transaction/bet' | 'transaction/win' | 'transaction/rollback' }>;

/** A refusal worth no record: the provider's retry is decided afresh (the transaction is rolled back). */
class TransientRefusal extends Error {}

interface Context {
  provider: GameProvider;
  token: TokenFacts | undefined;
  player: PlayerStanding | undefined;
}

/**
 * The seamless wallet API: one signed provider call in, the exact bytes of its answer out (always HTTP
 * 200). Reads answer at once; a money call runs in one transaction that locks its round, claims its
 * (provider, transaction_uuid), decides (domain/wallet-decisions.ts), moves money through the wallet
 * command (idempotent on the provider transaction id, so a call re-run after a crash moves nothing
 * twice), and records the answer, the round's totals and, when the round closes, `games.round-closed`.
 */
@Injectable()
export class AnswerProviderCall {
  private readonly logger = new Logger(AnswerProviderCall.name);
  private readonly slots: CallSlots;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(LaunchTokensRepository) private readonly tokens: LaunchTokensRepository,
    @Inject(RoundsRepository) private readonly rounds: RoundsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.slots = new CallSlots(Math.max(1, Math.floor(config.DB_POOL_SIZE / 2)));
  }

  async answer(providerCode: string, call: ProviderCall, raw: Buffer | undefined, signature: string | undefined): Promise<string> {
    const body = raw ?? Buffer.alloc(0);
    try {
      const provider = /^[a-z0-9_-]{2,32}$/.test(providerCode) ? await this.providers.find(providerCode) : undefined;
      if (!provider || !verifyProviderSignature(provider.authScheme, provider.keyMaterial, body, signature)) {
        return answerText({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuidOf(body) });
      }
      const parsed = parseProviderCall(call, body);
      if (!parsed.ok) return answerText({ status: parsed.status, request_uuid: parsed.requestUuid });
      const request = parsed.request;
      const token =
        request.body.token !== undefined
          ? await this.tokens.find(provider.code, request.body.token)
          : await this.tokens.latestFor(provider.code, request.body.user);
      const player = token && (await this.queries.execute(new GetPlayerStandingQuery(token.playerId)));
      const context: Context = { provider, token, player };
      if (request.call === 'user/info' || request.call === 'user/balance') return await this.read(request, context);
      return await this.slots.run(() => this.move(request, body, context));
    } catch (error) {
      if (!(error instanceof TransientRefusal)) this.logger.error({ err: error, provider: providerCode, call }, 'provider call failed');
      return answerText({ status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuidOf(body) });
    }
  }

  private async read(request: Extract<ProviderRequest, { call: 'user/info' | 'user/balance' }>, c: Context): Promise<string> {
    const verdict = decideRead(request.body, c.token, c.player);
    if (verdict.verdict === 'refuse') return this.refusal(verdict.status, request.body.request_uuid, c);
    const balance = await this.balance(c.token!.playerId);
    return answerText({
      status: 'RS_OK',
      request_uuid: request.body.request_uuid,
      user: c.player!.username,
      currency: c.player!.currency,
      balance: Number(balance),
      ...(request.call === 'user/info' ? { display_name: c.player!.username, country: 'BD' } : {}),
    });
  }

  private move(request: MoneyRequest, raw: Buffer, c: Context): Promise<string> {
    return inTransaction(this.pool, async (db) => {
      const body = request.body;
      const round = await this.rounds.lockRound(db, c.provider.code, body.round);
      const claim = await this.rounds.claim(db, {
        providerCode: c.provider.code,
        transactionUuid: body.transaction_uuid,
        kind: request.call === 'transaction/bet' ? 'bet' : request.call === 'transaction/win' ? 'win' : 'rollback',
        roundId: body.round,
        referenceUuid: 'reference_transaction_uuid' in body ? body.reference_transaction_uuid : null,
        playerId: c.token?.playerId ?? null,
        amount: 'amount' in body ? BigInt(body.amount) : 0n,
        requestHash: createHash('sha256').update(contentOf(request)).digest(),
        request: raw.toString('utf8'),
      });
      if ('existing' in claim) return this.repeat(request, claim.existing, c);
      const record = async (status: ProviderStatus, money?: { before: bigint; after: bigint }): Promise<string> => {
        const answer = money
          ? answerText({
              status,
              request_uuid: body.request_uuid,
              user: c.player!.username,
              currency: c.player!.currency,
              balance: Number(money.after),
            })
          : await this.refusal(status, body.request_uuid, c);
        await this.rounds.finish(db, claim.id, {
          status,
          answer,
          playerId: c.token?.playerId ?? null,
          balanceBefore: money?.before ?? null,
          balanceAfter: money?.after ?? null,
        });
        return answer;
      };
      if (request.call === 'transaction/bet') return this.bet(db, request.body, round, c, record);
      if (request.call === 'transaction/win') return this.win(db, request.body, round, c, record);
      return this.rollback(db, request.body, round, c, record);
    });
  }

  private async bet(
    db: PoolClient,
    body: ProviderBetRequest,
    lockedRound: RoundRow | undefined,
    c: Context,
    record: (status: ProviderStatus, money?: { before: bigint; after: bigint }) => Promise<string>,
  ): Promise<string> {
    const verdict = decideBet(body, {
      token: c.token,
      player: c.player,
      now: this.clock.now(),
      gamePlayable: c.provider.status === 'active' && (await this.providers.servesPlayableGame(c.provider.code, body.game_code)),
      round: lockedRound,
    });
    if (verdict.verdict === 'refuse') return record(verdict.status);
    const playerId = c.token!.playerId;
    const round =
      lockedRound ??
      (await this.rounds.openRound(db, { providerCode: c.provider.code, roundId: body.round, playerId, gameCode: body.game_code }));
    // another call opened the round between our look and our insert: its owner must still be this player and game
    if (round.playerId !== playerId || round.gameCode !== body.game_code) return record('RS_ERROR_UNKNOWN');
    const before = await this.balance(playerId);
    const amount = BigInt(body.amount);
    const result = await this.commands.execute(
      new DebitStakeCommand(
        { playerId, provider: c.provider.code, transactionId: body.transaction_uuid, amount, roundId: body.round },
        { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${body.round}` },
      ),
    );
    const refused = this.refusedBy(result);
    if (refused) return record(refused);
    await this.rounds.saveRound(db, round.id, roundAfter(round, { bet: amount }));
    return record('RS_OK', { before, after: await this.balance(playerId) });
  }

  private async win(
    db: PoolClient,
    body: ProviderWinRequest,
    round: RoundRow | undefined,
    c: Context,
    record: (status: ProviderStatus, money?: { before: bigint; after: bigint }) => Promise<string>,
  ): Promise<string> {
    const bet = await this.rounds.referenced(db, c.provider.code, body.reference_transaction_uuid);
    const verdict = decideWin(body, { token: c.token, player: c.player, round, bet });
    if (verdict.verdict === 'refuse') return record(verdict.status);
    const playerId = c.token!.playerId;
    const amount = BigInt(body.amount);
    const before = await this.balance(playerId);
    if (verdict.verdict === 'credit') {
      const result = await this.commands.execute(
        new CreditWinCommand(
          { playerId, provider: c.provider.code, transactionId: body.transaction_uuid, amount, roundId: body.round },
          { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${body.round}` },
        ),
      );
      const refused = this.refusedBy(result);
      if (refused) return record(refused);
    }
    await this.saveRound(db, c, round!, body.round, roundAfter(round!, { win: amount, roundClosed: body.round_closed === true }));
    return record('RS_OK', { before, after: verdict.verdict === 'credit' ? await this.balance(playerId) : before });
  }

  private async rollback(
    db: PoolClient,
    body: ProviderRollbackRequest,
    lockedRound: RoundRow | undefined,
    c: Context,
    record: (status: ProviderStatus, money?: { before: bigint; after: bigint }) => Promise<string>,
  ): Promise<string> {
    const identity = checkIdentity(body, c.token, c.player, { now: this.clock.now(), forNewMoney: false });
    if (identity) return record(identity.status);
    // the tombstone is tried first: it either takes the bet's id (the bet never came) or waits for and finds the bet
    const tombstoned = await this.rounds.tombstone(db, {
      providerCode: c.provider.code,
      betUuid: body.reference_transaction_uuid,
      roundId: body.round,
      rollbackUuid: body.transaction_uuid,
    });
    const bet = tombstoned ? undefined : await this.rounds.referenced(db, c.provider.code, body.reference_transaction_uuid);
    // a bet that committed while we looked for its round: lock the round it opened
    const round = lockedRound ?? (bet ? await this.rounds.lockRound(db, c.provider.code, body.round) : undefined);
    const verdict = decideRollback(body, { token: c.token, player: c.player, round, bet, rollbackUnknown: c.provider.rollbackUnknown });
    if (verdict.verdict === 'refuse' || verdict.verdict === 'unknown-bet') return record(verdict.status);
    const playerId = c.token!.playerId;
    const before = await this.balance(playerId);
    if (verdict.verdict === 'record') return record('RS_OK', { before, after: before });
    const result = await this.commands.execute(
      new RollBackStakeCommand(
        { playerId, provider: c.provider.code, stakeTransactionId: body.reference_transaction_uuid },
        { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${body.round}` },
      ),
    );
    const refused = this.refusedBy(result);
    if (refused) return record(refused);
    await this.rounds.markRolledBack(db, c.provider.code, body.reference_transaction_uuid, body.transaction_uuid);
    await this.saveRound(db, c, round!, body.round, roundAfter(round!, { rolledBack: bet!.amount }));
    return record('RS_OK', { before, after: await this.balance(playerId) });
  }

  /** Saves the round's totals; closing it emits games.round-closed in this same transaction. */
  private async saveRound(
    db: PoolClient,
    c: Context,
    round: RoundRow,
    providerRoundId: string,
    next: ReturnType<typeof roundAfter>,
  ): Promise<void> {
    const closedAt = await this.rounds.saveRound(db, round.id, next);
    if (!next.closes || round.status === 'closed') return;
    await this.outbox.append(db, [
      {
        type: 'games.round-closed',
        streamId: `game-round-${round.id}`,
        data: {
          roundId: round.id,
          provider: c.provider.code,
          providerRoundId,
          playerId: round.playerId,
          gameCode: round.gameCode,
          betMinor: (next.betTotal - next.rolledBackTotal).toString(),
          winMinor: next.winTotal.toString(),
          closedAt: (closedAt ?? this.clock.now()).toISOString(),
        },
        meta: { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${providerRoundId}` },
      },
    ]);
  }

  /** A repeat: the same content gets the first answer's bytes; other content under the id is a duplicate. */
  private async repeat(
    request: MoneyRequest,
    existing: { kind: string; requestHash: Buffer | null; answer: string },
    c: Context,
  ): Promise<string> {
    const hash = createHash('sha256').update(contentOf(request)).digest();
    if (existing.kind === 'tombstone' && request.call === 'transaction/bet') {
      return this.refusal('RS_ERROR_TRANSACTION_ROLLED_BACK', request.body.request_uuid, c);
    }
    if (existing.requestHash && existing.requestHash.equals(hash) && existing.answer) return existing.answer;
    return this.refusal('RS_ERROR_DUPLICATE_TRANSACTION', request.body.request_uuid, c);
  }

  /** A refusal carries the balance whenever the player is known. */
  private async refusal(status: ProviderStatus, requestUuid: string, c: Context): Promise<string> {
    if (!c.token || !c.player) return answerText({ status, request_uuid: requestUuid });
    const balance = await this.balance(c.token.playerId);
    return answerText({
      status,
      request_uuid: requestUuid,
      user: c.player.username,
      currency: c.player.currency,
      balance: Number(balance),
    });
  }

  /** A wallet refusal's status; a transient one (busy, no wallet) rolls the call back so a retry is decided afresh. */
  private refusedBy(result: WalletCommandResult): ProviderStatus | undefined {
    if (result.ok) return undefined;
    const { status, transient } = walletRefusalStatus(result.error);
    if (transient) throw new TransientRefusal(result.error);
    return status;
  }

  /** What the player can stake: main + bonus, in minor units. */
  private async balance(playerId: string): Promise<bigint> {
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    return wallet ? wallet.balances.main + wallet.balances.bonus : 0n;
  }
}

/** The request_uuid of a body we will not act on, for the echo only. */
function requestUuidOf(raw: Buffer): string {
  try {
    const uuid = (JSON.parse(raw.toString('utf8')) as { request_uuid?: unknown }).request_uuid;
    return typeof uuid === 'string' && uuid.length <= 200 ? uuid : '';
  } catch {
    return '';
  }
}
