import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatMoney, type PlayerAccountKind } from '@khela/contracts';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import {
  LedgerAccounts,
  LedgerStore,
  type AppendResult,
  type LedgerRefusalCode,
  type PlayerAccounts,
  type Posting,
} from '../../ledger/index.js';
import type { PostingIntent } from '../domain/account-ref.js';
import { decide, dependsOn } from '../domain/decide.js';
import { walletStreamId, type WalletCommand } from '../domain/wallet-commands.js';
import { walletError } from '../domain/wallet-errors.js';
import { toStoredData } from '../domain/wallet-events.js';
import { fold, openedWallet, unopenedWallet } from '../domain/wallet-state.js';
import { WalletStreamReader } from '../persistence/wallet-stream.reader.js';
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
 * Runs one wallet command: load what the decision depends on, decide (pure), append (one round trip),
 * retry on a stale version, then push the new balance to the player's sockets. Every wallet use case
 * goes through here, so the order "decide, append, publish after commit" cannot be got wrong twice.
 */
@Injectable()
export class WalletCommandExecutor {
  private readonly logger = new Logger(WalletCommandExecutor.name);

  constructor(
    @Inject(LedgerStore) private readonly ledger: LedgerStore,
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(WalletStreamReader) private readonly stream: WalletStreamReader,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
  ) {}

  async execute(command: WalletCommand, context: WalletCommandContext): Promise<WalletCommandResult> {
    if (command.kind === 'OpenWallet') return this.open(command, context);
    const streamId = walletStreamId(command.playerId);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const wallet = await this.accounts.playerAccounts(command.playerId);
      if (!wallet) return walletError('wallet_not_open');
      const needed = dependsOn(command);
      const loaded = needed.length > 0 ? await this.stream.load(streamId, needed) : { version: 0, events: [] };
      const decision = decide(command, fold(loaded.events, openedWallet(wallet.currency)));
      if (!decision.ok) return decision;
      const result = await this.ledger.append({
        streamId,
        expectedVersion: decision.consistency === 'stream' ? loaded.version : 'any',
        type: decision.event.type,
        data: toStoredData(decision.event),
        postings: await this.resolve(decision.postings, wallet),
        idempotencyKey: decision.idempotencyKey,
        currency: wallet.currency,
        ...context,
      });
      if (!result.ok && result.error === 'version_conflict') continue;
      return this.answer(result, wallet);
    }
    return { ok: false, error: 'busy', message: 'The wallet is busy; please try again.' };
  }

  private async open(command: Extract<WalletCommand, { kind: 'OpenWallet' }>, context: WalletCommandContext): Promise<WalletCommandResult> {
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

  private async answer(result: AppendResult, wallet: PlayerAccounts, publish = true): Promise<WalletCommandResult> {
    if (!result.ok) return { ok: false, error: result.error, message: ledgerMessages[result.error] };
    const balances: Partial<Record<PlayerAccountKind, bigint>> = {};
    for (const [kind, id] of Object.entries(wallet.ids) as [PlayerAccountKind, string][]) {
      const balance = result.balances.get(id);
      if (balance !== undefined) balances[kind] = balance;
    }
    if (publish && !result.duplicate) await this.publishBalance(wallet, balances.main);
    return { ok: true, position: result.position.toString(), version: result.version, duplicate: result.duplicate, balances };
  }

  /** After commit: the append has returned, so the balance pushed is one the database already holds. */
  private async publishBalance(wallet: PlayerAccounts, main: bigint | undefined): Promise<void> {
    try {
      const balance = main ?? (await this.accounts.playerBalances(wallet)).main;
      this.realtime.toPlayer(wallet.playerId, 'balance', { balance: formatMoney(balance), currency: wallet.currency });
    } catch (error) {
      // The money has moved; a lost push only delays the player's display until the next poll.
      this.logger.warn(`balance push for ${wallet.playerId} failed: ${(error as Error).message}`);
    }
  }
}
