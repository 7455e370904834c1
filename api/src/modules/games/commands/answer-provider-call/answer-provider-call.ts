import type { ProviderBetRequest, ProviderRollbackRequest, ProviderStatus, ProviderWinRequest } from '@khela/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash, randomUUID, type KeyObject } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { JoinedTransaction } from '../../../../platform/database/transaction.js';
import { Clock } from '../../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { OutboxSignal, withVetoFacts, type NewEvent } from '../../../../platform/events/index.js';
import {
  CreditWinCommand,
  DebitStakeCommand,
  RollBackStakeCommand,
  type WalletCommandContext,
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
import { providerVerifyKey, verifyProviderSignature } from '../../domain/provider-signature.js';
import { GameProvidersRepository, type GameProvider } from '../../persistence/game-providers.repository.js';
import { ProviderCallsRepository, type CallOutcome, type CallPlayer } from '../../persistence/provider-calls.repository.js';
import { RoundsRepository, type RoundRow } from '../../persistence/rounds.repository.js';
import { CallSlots } from './call-slots.js';
import { RefusedCallLog } from './refused-call-log.js';

type MoneyRequest = Extract<ProviderRequest, { call: 'transaction/bet' | 'transaction/win' | 'transaction/rollback' }>;

/** A refusal worth no record: the provider's retry is decided afresh (the transaction is rolled back). */
class TransientRefusal extends Error {}

interface Context {
  provider: GameProvider;
  token: TokenFacts | undefined;
  player: CallPlayer | undefined;
  /** Main and bonus when the call began (a refusal carries their sum). */
  balance: { main: bigint; bonus: bigint };
  /** A money call's transaction, which its wallet command joins. */
  tx?: JoinedTransaction;
}

/** What recording an outcome needs besides its status: the money moved and the round's new totals. */
interface Recorded {
  money?: { before: bigint; after: bigint };
  round?: { row: RoundRow; providerRoundId: string; next: ReturnType<typeof roundAfter> };
}
type Record_ = (status: ProviderStatus, recorded?: Recorded) => Promise<string>;

const stakeable = (b: { main: bigint; bonus: bigint }) => b.main + b.bonus;

/** Player protection's stake veto (on `wallet.stake`), whose facts a bet reads in game_call_begin's statement. */
const stakeVetoName = 'player-protection.stakes';

/**
 * The seamless wallet API: one signed provider call in, the exact bytes of its answer out (always HTTP
 * 200). A read is one statement (token, player and balance: `game_call_facts`). A money call runs in one
 * transaction (its BEGIN and COMMIT travel with its first and last statements): one statement locks its round, claims its (provider, transaction_uuid) and reads what it
 * is decided on (`game_call_begin`); it decides (domain/wallet-decisions.ts), moves money through the
 * wallet command (idempotent on the provider transaction id, so a call re-run after a crash moves nothing
 * twice), and one statement records the answer, the round's totals and, when the round closes,
 * `games.round-closed` (`game_call_finish`). The provider's row (its key) is cached (GameProvidersRepository).
 */
@Injectable()
export class AnswerProviderCall {
  private readonly logger = new Logger(AnswerProviderCall.name);
  private readonly slots: CallSlots;
  private readonly keys = new Map<string, KeyObject | null>();

  constructor(
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(ProviderCallsRepository) private readonly calls: ProviderCallsRepository,
    @Inject(RoundsRepository) private readonly rounds: RoundsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RefusedCallLog) private readonly refused: RefusedCallLog,
    @Inject(OutboxSignal) private readonly outboxSignal: OutboxSignal,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // a call holds one connection (its wallet command joins its transaction); half the pool at most, so a
    // burst of provider calls leaves the rest to the process's other work and to the reads a call makes on
    // the pool meanwhile (the stake vetoes)
    this.slots = new CallSlots(Math.max(1, Math.floor(config.DB_POOL_SIZE / 2)));
  }

  async answer(providerCode: string, call: ProviderCall, raw: Buffer | undefined, signature: string | undefined): Promise<string> {
    const body = raw ?? Buffer.alloc(0);
    // refused before any decision: answered, and kept for recall (RefusedCallLog)
    const refuse = (status: ProviderStatus, reason: string | null, requestUuid = requestUuidOf(body)) => {
      const answer = answerText({ status, request_uuid: requestUuid });
      this.refused.keep({ providerCode, call, raw: body, answer, status, reason });
      return answer;
    };
    try {
      const provider = /^[a-z0-9_-]{2,32}$/.test(providerCode) ? await this.providers.findCached(providerCode) : undefined;
      if (!provider) return refuse('RS_ERROR_INVALID_SIGNATURE', 'unknown provider');
      if (!signature) return refuse('RS_ERROR_INVALID_SIGNATURE', 'no signature');
      if (!verifyProviderSignature(provider.authScheme, this.verifyKey(provider), body, signature)) {
        return refuse('RS_ERROR_INVALID_SIGNATURE', 'signature does not match the body');
      }
      const parsed = parseProviderCall(call, body);
      if (!parsed.ok) return refuse(parsed.status, null, parsed.requestUuid);
      const request = parsed.request;
      if (request.call === 'user/info' || request.call === 'user/balance') return await this.read(request, provider);
      return await this.slots.run(() => this.move(request, body, provider));
    } catch (error) {
      const transient = error instanceof TransientRefusal;
      if (!transient) this.logger.error({ err: error, provider: providerCode, call }, 'provider call failed');
      return refuse('RS_ERROR_UNKNOWN', transient ? `not decided, to be retried: ${error.message}` : 'failure (see the api log)');
    }
  }

  private async read(request: Extract<ProviderRequest, { call: 'user/info' | 'user/balance' }>, provider: GameProvider): Promise<string> {
    const c: Context = { provider, ...(await this.calls.facts(provider.code, request.body.token, request.body.user)) };
    const verdict = decideRead(request.body, c.token, c.player);
    if (verdict.verdict === 'refuse') return this.refusal(verdict.status, request.body.request_uuid, c);
    return answerText({
      status: 'RS_OK',
      request_uuid: request.body.request_uuid,
      user: c.player!.username,
      currency: c.player!.currency,
      balance: Number(stakeable(c.balance)),
      ...(request.call === 'user/info' ? { display_name: c.player!.username, country: 'BD' } : {}),
    });
  }

  private move(request: MoneyRequest, raw: Buffer, provider: GameProvider): Promise<string> {
    return this.calls.inCall(async (tx) => {
      const db = tx.client;
      const body = request.body;
      const begun = await this.calls.begin(db, {
        providerCode: provider.code,
        transactionUuid: body.transaction_uuid,
        kind: request.call === 'transaction/bet' ? 'bet' : request.call === 'transaction/win' ? 'win' : 'rollback',
        roundId: body.round,
        referenceUuid: 'reference_transaction_uuid' in body ? body.reference_transaction_uuid : null,
        amount: 'amount' in body ? BigInt(body.amount) : 0n,
        requestHash: createHash('sha256').update(contentOf(request)).digest(),
        request: raw.toString('utf8'),
        playerId: null,
        token: body.token,
        username: body.user,
        gameCode: body.game_code,
        currency: 'currency' in body ? body.currency : null,
        now: this.clock.now(),
      });
      const c: Context = { provider, token: begun.token, player: begun.player, balance: begun.balance, tx };
      if ('existing' in begun) {
        await this.calls.commit(db);
        return this.repeat(request, begun.existing, c);
      }
      const record: Record_ = async (status, recorded = {}) => {
        const { money, round } = recorded;
        const answer = money
          ? answerText({
              status,
              request_uuid: body.request_uuid,
              user: c.player!.username,
              currency: c.player!.currency,
              balance: Number(money.after),
            })
          : this.refusal(status, body.request_uuid, c);
        const outcome: CallOutcome = {
          claimId: begun.claimId,
          status,
          answer,
          playerId: c.token?.playerId ?? null,
          balanceBefore: money?.before ?? null,
          balanceAfter: money?.after ?? null,
        };
        if (round) {
          outcome.round = { id: round.row.id, ...round.next };
          if (round.next.closes && round.row.status !== 'closed') {
            outcome.event = this.roundClosed(c, round.row, round.providerRoundId, round.next);
            tx.afterCommit(() => this.outboxSignal.appended());
          }
        }
        await this.calls.finish(db, outcome);
        return answer;
      };
      if (request.call === 'transaction/bet') return this.bet(db, request.body, begun, c, record);
      if (request.call === 'transaction/win') return this.win(request.body, begun, c, record);
      return this.rollback(db, request.body, begun.lockedRound, c, record);
    });
  }

  private async bet(
    db: PoolClient,
    body: ProviderBetRequest,
    begun: { lockedRound: RoundRow | undefined; round: RoundRow | undefined; gamePlayable: boolean; protection?: unknown },
    c: Context,
    record: Record_,
  ): Promise<string> {
    const verdict = decideBet(body, {
      token: c.token,
      player: c.player,
      now: this.clock.now(),
      gamePlayable: begun.gamePlayable,
      round: begun.lockedRound,
    });
    if (verdict.verdict === 'refuse') return record(verdict.status);
    const playerId = c.token!.playerId;
    // game_call_begin opened the round when the bet passes the checks above; otherwise (a clock between) open it here
    const round =
      begun.round ??
      (await this.rounds.openRound(db, { providerCode: c.provider.code, roundId: body.round, playerId, gameCode: body.game_code }));
    // another call opened the round between our look and our insert: its owner must still be this player and game
    if (round.playerId !== playerId || round.gameCode !== body.game_code) return record('RS_ERROR_UNKNOWN');
    const amount = BigInt(body.amount);
    const debit = () =>
      this.commands.execute(
        new DebitStakeCommand(
          { playerId, provider: c.provider.code, transactionId: body.transaction_uuid, amount, roundId: body.round },
          this.walletContext(c, body.round),
        ),
      );
    // player protection's facts came with game_call_begin: its stake veto takes them instead of reading
    const result =
      begun.protection === undefined
        ? await debit()
        : await withVetoFacts({ [stakeVetoName]: { key: playerId, value: begun.protection } }, debit);
    const refused = this.refusedBy(result);
    if (refused) return record(refused);
    return record('RS_OK', {
      money: { before: stakeable(c.balance), after: this.balanceAfter(result, c) },
      round: { row: round, providerRoundId: body.round, next: roundAfter(round, { bet: amount }) },
    });
  }

  private async win(
    body: ProviderWinRequest,
    begun: { round: RoundRow | undefined; referenced: Parameters<typeof decideWin>[1]['bet'] },
    c: Context,
    record: Record_,
  ): Promise<string> {
    const round = begun.round;
    const verdict = decideWin(body, { token: c.token, player: c.player, round, bet: begun.referenced });
    if (verdict.verdict === 'refuse') return record(verdict.status);
    const playerId = c.token!.playerId;
    const amount = BigInt(body.amount);
    const before = stakeable(c.balance);
    let after = before;
    if (verdict.verdict === 'credit') {
      const result = await this.commands.execute(
        new CreditWinCommand(
          { playerId, provider: c.provider.code, transactionId: body.transaction_uuid, amount, roundId: body.round },
          this.walletContext(c, body.round),
        ),
      );
      const refused = this.refusedBy(result);
      if (refused) return record(refused);
      after = this.balanceAfter(result, c);
    }
    return record('RS_OK', {
      money: { before, after },
      round: {
        row: round!,
        providerRoundId: body.round,
        next: roundAfter(round!, { win: amount, roundClosed: body.round_closed === true }),
      },
    });
  }

  private async rollback(
    db: PoolClient,
    body: ProviderRollbackRequest,
    lockedRound: RoundRow | undefined,
    c: Context,
    record: Record_,
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
    const before = stakeable(c.balance);
    if (verdict.verdict === 'record') return record('RS_OK', { money: { before, after: before } });
    const result = await this.commands.execute(
      new RollBackStakeCommand(
        { playerId, provider: c.provider.code, stakeTransactionId: body.reference_transaction_uuid },
        this.walletContext(c, body.round),
      ),
    );
    const refused = this.refusedBy(result);
    if (refused) return record(refused);
    await this.rounds.markRolledBack(db, c.provider.code, body.reference_transaction_uuid, body.transaction_uuid);
    return record('RS_OK', {
      money: { before, after: this.balanceAfter(result, c) },
      round: { row: round!, providerRoundId: body.round, next: roundAfter(round!, { rolledBack: bet!.amount }) },
    });
  }

  /** games.round-closed for the outbox, written in this same transaction (its closedAt is the row's closing time). */
  private roundClosed(c: Context, round: RoundRow, providerRoundId: string, next: ReturnType<typeof roundAfter>): CallOutcome['event'] {
    const event = {
      id: randomUUID(),
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
        closedAt: '', // set by game_call_finish
      },
      meta: { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${providerRoundId}` },
    } satisfies NewEvent;
    return event;
  }

  /** A repeat: the same content gets the first answer's bytes; other content under the id is a duplicate. */
  private repeat(request: MoneyRequest, existing: { kind: string; requestHash: Buffer | null; answer: string }, c: Context): string {
    const hash = createHash('sha256').update(contentOf(request)).digest();
    if (existing.kind === 'tombstone' && request.call === 'transaction/bet') {
      return this.refusal('RS_ERROR_TRANSACTION_ROLLED_BACK', request.body.request_uuid, c);
    }
    if (existing.requestHash && existing.requestHash.equals(hash) && existing.answer) return existing.answer;
    return this.refusal('RS_ERROR_DUPLICATE_TRANSACTION', request.body.request_uuid, c);
  }

  /** The wallet command's context: the provider as actor, the round as correlation, the call's transaction joined. */
  private walletContext(c: Context, round: string): WalletCommandContext {
    return { actor: { kind: 'provider', id: c.provider.code }, correlationId: `round-${c.provider.code}-${round}`, transaction: c.tx };
  }

  /** A refusal carries the balance whenever the player is known. */
  private refusal(status: ProviderStatus, requestUuid: string, c: Context): string {
    if (!c.token || !c.player) return answerText({ status, request_uuid: requestUuid });
    return answerText({
      status,
      request_uuid: requestUuid,
      user: c.player.username,
      currency: c.player.currency,
      balance: Number(stakeable(c.balance)),
    });
  }

  /**
   * The stakeable balance after a move: the accounts the ledger appended to come back with their new
   * balances; an account the move did not touch is as the call found it.
   */
  private balanceAfter(result: WalletCommandResult, c: Context): bigint {
    const touched = result.ok ? result.balances : {};
    return (touched.main ?? c.balance.main) + (touched.bonus ?? c.balance.bonus);
  }

  /** The provider's key parsed once, by its scheme and text (a rotated key is another entry). */
  private verifyKey(provider: GameProvider): KeyObject | null {
    const id = `${provider.authScheme}:${provider.keyMaterial}`;
    if (this.keys.has(id)) return this.keys.get(id)!;
    if (this.keys.size >= 100) this.keys.clear();
    const key = providerVerifyKey(provider.authScheme, provider.keyMaterial);
    this.keys.set(id, key);
    return key;
  }

  /** A wallet refusal's status; a transient one (busy, no wallet) rolls the call back so a retry is decided afresh. */
  private refusedBy(result: WalletCommandResult): ProviderStatus | undefined {
    if (result.ok) return undefined;
    const { status, transient } = walletRefusalStatus(result.error);
    if (transient) throw new TransientRefusal(result.error);
    return status;
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
