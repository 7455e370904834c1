import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatMoney, type PlayerAccountKind } from '@khela/contracts';
import type { JoinedTransaction } from '../../../platform/database/transaction.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import {
  LedgerAccounts,
  LedgerStore,
  type AppendRequest,
  type AppendResult,
  type LedgerRefusalCode,
  type PlayerAccounts,
  type Posting,
} from '../../ledger/index.js';
import type { PostingIntent } from '../domain/account-ref.js';
import { pushesBalanceAtOnce } from '../domain/balance-pushes.js';
import { decide, decidesAgainWithFunds, dependsOn, fallsBackToBonus } from '../domain/decide.js';
import { walletStreamId, type WalletCommand } from '../domain/wallet-commands.js';
import { walletError } from '../domain/wallet-errors.js';
import { toStoredData, type WalletEvent } from '../domain/wallet-events.js';
import { fold, openedWallet, unopenedWallet, type Funds } from '../domain/wallet-state.js';
import { WalletStreamReader } from '../persistence/wallet-stream.reader.js';
import { KeyedLanes } from './keyed-lanes.js';
import type { WalletCommandContext, WalletCommandResult } from './wallet-command-result.js';

/** Version conflicts are retried this many times in all before the command answers 'busy'. */
export const maxAttempts = 5;

export const ledgerMessages: Record<LedgerRefusalCode, string> = {
  insufficient_funds: 'Insufficient balance.',
  invalid_postings: 'The request could not be booked.',
  unknown_account: 'The request could not be booked.',
  currency_mismatch: 'The currency does not match the wallet.',
  unbalanced: 'The request could not be booked.',
  idempotency_key_reused: 'This request id was already used for something else.',
  version_conflict: 'The wallet changed; please try again.',
};

/**
 * Runs one wallet command: load what the decision depends on, decide (pure), append (one round trip:
 * through the group commit, or inside the caller's transaction when the context names one), retry on a
 * stale version, then push the new balance to the player's sockets (stakes, wins, rollbacks
 * and exposure; payment-side moves are pushed by the balance-pushes reactor, see `balancePushedByReactor`). Every wallet use case
 * goes through here, so the order "decide, append, publish after commit" cannot be got wrong twice.
 * A stake the ledger refuses for want of main is decided again with main and bonus loaded (the bonus
 * staking rule, see `debitStake` in the decider): the common stake stays one append with no read.
 */
@Injectable()
export class WalletCommandExecutor {
  private readonly logger = new Logger(WalletCommandExecutor.name);
  private readonly slowLanes = new KeyedLanes();

  constructor(
    @Inject(LedgerStore) private readonly ledger: LedgerStore,
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(WalletStreamReader) private readonly stream: WalletStreamReader,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
  ) {}

  async execute(command: WalletCommand, context: WalletCommandContext): Promise<WalletCommandResult> {
    if (command.kind === 'OpenWallet') return this.open(command, context);
    const first = await this.attempt(command, context, false);
    if (!first.short || !decidesAgainWithFunds(command)) return first.result;
    // The second decision (the bonus rule, a resettlement's shortfall), on balances read with the stream version. One at a time per
    // wallet in this process: concurrent stakes of one wallet would otherwise all read the same version
    // and all but one conflict, over and over.
    return this.slowLanes.run(command.playerId, async () => (await this.attempt(command, context, true)).result);
  }

  /**
   * Decides and appends, retrying version conflicts up to `maxAttempts` times in all. `withFunds` loads
   * main and bonus with the version (and retries when the ledger finds main moved since: the next
   * decision sees it). `short`: the ledger refused for want of funds a decision made without them.
   */
  private async attempt(
    command: Exclude<WalletCommand, { kind: 'OpenWallet' }>,
    context: WalletCommandContext,
    withFunds: boolean,
  ): Promise<{ result: WalletCommandResult; short: boolean }> {
    const streamId = walletStreamId(command.playerId);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const wallet = await this.accounts.playerAccounts(command.playerId);
      if (!wallet) return { result: walletError('wallet_not_open'), short: false };
      const needed = dependsOn(command);
      let loaded: { version: number; events: WalletEvent[]; funds?: Funds };
      if (withFunds) loaded = await this.stream.loadWithFunds(streamId, needed, { main: wallet.ids.main, bonus: wallet.ids.bonus });
      else loaded = needed.length > 0 ? await this.stream.load(streamId, needed) : { version: 0, events: [] };
      const decision = decide(command, fold(loaded.events, openedWallet(wallet.currency, loaded.funds)));
      if (!decision.ok) return { result: decision, short: false };
      const { transaction, ...meta } = context;
      const request = {
        streamId,
        expectedVersion: decision.consistency === 'stream' ? loaded.version : ('any' as const),
        type: decision.event.type,
        data: toStoredData(decision.event),
        postings: await this.resolve(decision.postings, wallet),
        idempotencyKey: decision.idempotencyKey,
        currency: wallet.currency,
        ...meta,
      };
      const result = transaction ? await this.ledger.appendIn(transaction, request) : await this.ledger.append(request);
      if (!result.ok && result.error === 'version_conflict') continue;
      const short = !result.ok && result.error === 'insufficient_funds';
      // a stake decided on balances that moved meanwhile; a resettlement decided with main is short elsewhere (exposure): refused
      if (short && withFunds && fallsBackToBonus(command)) continue;
      const answer = await this.answer(result, wallet, pushesBalanceAtOnce(decision.event.type), transaction);
      const shortfall = decision.event.type === 'ExchangeMarketSettled' ? decision.event.data.shortfall : undefined;
      return { result: answer.ok && !answer.duplicate && shortfall !== undefined ? { ...answer, shortfall } : answer, short };
    }
    return { result: { ok: false, error: 'busy', message: 'The wallet is busy; please try again.' }, short: false };
  }

  /**
   * Commands that need no read of their stream (decided on their input alone, consistency 'any', e.g.
   * AdjustExposure) appended together inside the caller's transaction: ONE `ledger_append_batch` call, one item
   * per command (of different players: one stream and its accounts per item). All or none (see
   * `LedgerStore.appendAllIn`); each accepted move's balance is pushed after the caller's commit, as alone.
   */
  async executeAllIn(
    commands: readonly Extract<WalletCommand, { kind: 'AdjustExposure' }>[],
    context: WalletCommandContext & { transaction: JoinedTransaction },
  ): Promise<{ ok: true; results: WalletCommandResult[] } | { ok: false; item: number; result: WalletCommandResult & { ok: false } }> {
    const { transaction, ...meta } = context;
    const prepared: { wallet: PlayerAccounts; request: AppendRequest; publish: boolean }[] = [];
    for (const [item, command] of commands.entries()) {
      const wallet = await this.accounts.playerAccounts(command.playerId);
      if (!wallet) return { ok: false, item, result: walletError('wallet_not_open') };
      if (dependsOn(command).length > 0) throw new Error(`${command.kind} reads its stream: it cannot join a batch`);
      const decision = decide(command, fold([], openedWallet(wallet.currency)));
      if (!decision.ok) return { ok: false, item, result: decision };
      prepared.push({
        wallet,
        publish: pushesBalanceAtOnce(decision.event.type),
        request: {
          streamId: walletStreamId(command.playerId),
          expectedVersion: 'any',
          type: decision.event.type,
          data: toStoredData(decision.event),
          postings: await this.resolve(decision.postings, wallet),
          idempotencyKey: decision.idempotencyKey,
          currency: wallet.currency,
          ...meta,
        },
      });
    }
    const appended = await this.ledger.appendAllIn(
      transaction,
      prepared.map((p) => p.request),
    );
    if (!appended.ok)
      return {
        ok: false,
        item: appended.item,
        result: { ok: false, error: appended.refusal.error, message: ledgerMessages[appended.refusal.error] },
      };
    const results: WalletCommandResult[] = [];
    for (const [i, result] of appended.results.entries())
      results.push(await this.answer(result, prepared[i]!.wallet, prepared[i]!.publish, transaction));
    return { ok: true, results };
  }

  private async open(command: Extract<WalletCommand, { kind: 'OpenWallet' }>, joined: WalletCommandContext): Promise<WalletCommandResult> {
    const { transaction: _ignored, ...context } = joined; // opening a wallet never joins a caller's transaction
    const decision = decide(command, unopenedWallet);
    if (!decision.ok) return decision;
    // The accounts are the arbiter of the currency: one set per player, whichever request came first.
    const opened = await this.accounts.openPlayerAccounts(command.playerId, command.currency);
    if (!opened.ok) return walletError('wallet_open_in_other_currency');
    const result = await this.ledger.append({
      streamId: walletStreamId(command.playerId),
      expectedVersion: 'any',
      type: decision.event.type,
      data: toStoredData(decision.event),
      postings: [],
      idempotencyKey: decision.idempotencyKey,
      ...context,
    });
    return this.answer(result, opened.accounts, false);
  }

  private async resolve(intents: readonly PostingIntent[], wallet: PlayerAccounts): Promise<Posting[]> {
    return Promise.all(
      intents.map(async ({ account, amount }) => ({
        amount,
        accountId:
          account.owner === 'player'
            ? wallet.ids[account.kind]
            : await this.accounts.houseAccount(account.kind, wallet.currency, 'name' in account ? account.name : 'house'),
      })),
    );
  }

  private async answer(
    result: AppendResult,
    wallet: PlayerAccounts,
    publish = true,
    transaction?: WalletCommandContext['transaction'],
  ): Promise<WalletCommandResult> {
    if (!result.ok) return { ok: false, error: result.error, message: ledgerMessages[result.error] };
    const balances: Partial<Record<PlayerAccountKind, bigint>> = {};
    for (const [kind, id] of Object.entries(wallet.ids) as [PlayerAccountKind, string][]) {
      const balance = result.balances.get(id);
      if (balance !== undefined) balances[kind] = balance;
    }
    // in a joined transaction the balance is not the database's until the caller commits
    if (publish && !result.duplicate) {
      if (transaction) transaction.afterCommit(() => this.publishBalance(wallet, balances));
      else await this.publishBalance(wallet, balances);
    }
    return { ok: true, position: result.position.toString(), version: result.version, duplicate: result.duplicate, balances };
  }

  /**
   * After commit: the append has returned, so the balance pushed is one the database already holds.
   * Exposure goes along when the event changed it or the balances had to be read anyway; a stake
   * (main only) pays no read for it.
   */
  private async publishBalance(wallet: PlayerAccounts, touched: Partial<Record<PlayerAccountKind, bigint>>): Promise<void> {
    try {
      const known = touched.main === undefined ? await this.accounts.playerBalances(wallet) : touched;
      const exposure = known.exposure;
      this.realtime.toPlayer(wallet.playerId, 'balance', {
        balance: formatMoney(known.main!),
        currency: wallet.currency,
        ...(exposure === undefined ? {} : { exposure: formatMoney(exposure) }),
      });
    } catch (error) {
      // The money has moved; a lost push only delays the player's display until the next poll.
      this.logger.warn(`balance push for ${wallet.playerId} failed: ${(error as Error).message}`);
    }
  }
}
