import fc from 'fast-check';
import type { AccountId, AppendRequest, AppendResult } from '../../src/modules/ledger/index.js';
import { playerBonus, playerMain, type AccountRef } from '../../src/modules/wallet/domain/account-ref.js';
import { decide, decidesAgainWithFunds, type Decision } from '../../src/modules/wallet/domain/decide.js';
import { walletStreamId, type WalletCommand } from '../../src/modules/wallet/domain/wallet-commands.js';
import { toStoredData } from '../../src/modules/wallet/domain/wallet-events.js';
import { evolve, openedWallet, type WalletState } from '../../src/modules/wallet/domain/wallet-state.js';

/**
 * Random wallet operations from several players, for property tests. Small id ranges make repeats
 * (idempotent replays), releases of unknown holds and exposures, rollbacks of unknown stakes and
 * overdrafts common; bonus grants make stakes that main cannot cover alone (split with bonus) common too.
 */
export interface Operation {
  player: number;
  kind: Exclude<WalletCommand['kind'], 'OpenWallet'>;
  amount: bigint;
  ref: number;
  negative: boolean;
}

const kinds: Operation['kind'][] = [
  'CreditDeposit',
  'HoldForWithdrawal',
  'ReleaseHold',
  'PayOutHeld',
  'DebitStake',
  'CreditWin',
  'RollBackStake',
  'ReserveExposure',
  'ReleaseExposure',
  'SettleExposure',
  'AdjustExposure',
  'SettleExchangeMarket',
  'CollectExchangeShortfall',
  'GrantBonus',
  'CreditCashReward',
  'MoveCashRewardToMain',
  'ConvertVipPoints',
  'AdjustByStaff',
];

/** Operations of `players` players; `only` narrows the kinds (to make one rule's cases common). */
export const operationArbitrary = (players: number, only: readonly Operation['kind'][] = kinds) =>
  fc.record({
    player: fc.integer({ min: 0, max: players - 1 }),
    kind: fc.constantFrom(...only),
    amount: fc.bigInt({ min: 1n, max: 5000n }),
    ref: fc.integer({ min: 0, max: 2 }),
    negative: fc.boolean(),
  });

export function commandOf(op: Operation, playerId: string): WalletCommand {
  const id = `${playerId}-${op.ref}`;
  switch (op.kind) {
    case 'CreditDeposit':
      return { kind: op.kind, playerId, depositId: id, channel: op.ref % 2 ? 'bkash' : 'nagad', amount: op.amount * 20n };
    case 'HoldForWithdrawal':
      return { kind: op.kind, playerId, withdrawalId: id, amount: op.amount };
    case 'ReleaseHold':
      return { kind: op.kind, playerId, withdrawalId: id };
    case 'PayOutHeld':
      return { kind: op.kind, playerId, withdrawalId: id, channel: 'bkash' };
    case 'DebitStake':
      return { kind: op.kind, playerId, provider: 'evo', transactionId: id, amount: op.amount };
    case 'CreditWin':
      return { kind: op.kind, playerId, provider: 'evo', transactionId: id, amount: op.amount };
    case 'RollBackStake':
      return { kind: op.kind, playerId, provider: 'evo', stakeTransactionId: id };
    case 'ReserveExposure':
      return { kind: op.kind, playerId, reservationId: id, amount: op.amount };
    case 'ReleaseExposure':
      return { kind: op.kind, playerId, reservationId: id };
    case 'SettleExposure':
      return { kind: op.kind, playerId, reservationId: id, provider: 'exchange' };
    case 'AdjustExposure':
      // ref names the market; a repeat of one (player, market, amount, sign) is a retried request
      return {
        kind: op.kind,
        playerId,
        marketId: `m${op.ref}`,
        adjustmentId: `${id}-${op.amount}-${op.negative ? 'down' : 'up'}`,
        change: op.negative ? -op.amount : op.amount,
      };
    case 'SettleExchangeMarket':
      // ref names the market; the hold returned may exceed what exposure holds (the ledger refuses it)
      return {
        kind: op.kind,
        playerId,
        marketId: `m${op.ref}`,
        settlementId: `m${op.ref}:${op.amount}`,
        release: op.amount / 2n,
        pnl: op.negative ? -op.amount / 3n : op.amount,
        commission: op.negative ? 0n : op.amount / 20n,
      };
    case 'CollectExchangeShortfall':
      // ref names the shortfall; the amount may exceed main (the ledger refuses it)
      return { kind: op.kind, playerId, shortfallId: `s${op.ref}`, collectionId: `${id}-${op.amount}`, amount: op.amount };
    case 'GrantBonus':
      return { kind: op.kind, playerId, grantId: id, amount: op.amount, to: op.negative ? 'main' : 'bonus', reason: 'test' };
    case 'CreditCashReward':
      return { kind: op.kind, playerId, rewardId: id, amount: op.amount * 3n, source: 'referral' };
    case 'MoveCashRewardToMain':
      return { kind: op.kind, playerId, claimId: id, amount: op.amount };
    case 'ConvertVipPoints':
      return { kind: op.kind, playerId, conversionId: id, points: Number(op.amount % 100n) + 1, amount: op.amount };
    case 'AdjustByStaff':
      return {
        kind: op.kind,
        playerId,
        adjustmentId: id,
        staffId: 'staff-1',
        amount: op.negative ? -op.amount : op.amount,
        reason: 'correction',
      };
  }
}

export interface SimulationLedger {
  append(request: AppendRequest): Promise<AppendResult> | AppendResult;
  versionOf(streamId: string): Promise<number> | number;
  /** The ledger account id of a role for a player (creating house accounts on first use). */
  resolve(playerId: string, ref: AccountRef): Promise<AccountId> | AccountId;
  /** A player account's balance: the executor's second decision of a stake main cannot cover. */
  balanceOf(accountId: AccountId): Promise<bigint> | bigint;
}

export interface Step {
  command: WalletCommand;
  outcome: string;
  result?: AppendResult;
}

/**
 * Plays operations through the real deciders into a ledger, one at a time, as the executor does (a
 * stake or a resettlement refused for want of main is decided again with main and bonus); answers what happened at each step.
 */
export async function simulate(
  operations: readonly Operation[],
  playerIds: readonly string[],
  ledger: SimulationLedger,
): Promise<{ steps: Step[]; states: Map<string, WalletState> }> {
  const states = new Map(playerIds.map((id) => [id, openedWallet('BDT')]));
  const steps: Step[] = [];
  for (const op of operations) {
    const playerId = playerIds[op.player]!;
    const command = commandOf(op, playerId);
    const state = states.get(playerId)!;
    let decision = decide(command, state);
    if (!decision.ok) {
      steps.push({ command, outcome: decision.error });
      continue;
    }
    let result = await appendDecision(ledger, playerId, decision);
    if (!result.ok && result.error === 'insufficient_funds' && decidesAgainWithFunds(command) && state.opened) {
      const funds = {
        main: await ledger.balanceOf(await ledger.resolve(playerId, playerMain)),
        bonus: await ledger.balanceOf(await ledger.resolve(playerId, playerBonus)),
      };
      decision = decide(command, { ...state, funds });
      if (!decision.ok) {
        steps.push({ command, outcome: decision.error });
        continue;
      }
      result = await appendDecision(ledger, playerId, decision);
    }
    if (result.ok && !result.duplicate) states.set(playerId, evolve(state, decision.event));
    steps.push({ command, outcome: result.ok ? (result.duplicate ? 'duplicate' : 'appended') : result.error, result });
  }
  return { steps, states };
}

async function appendDecision(ledger: SimulationLedger, playerId: string, decision: Decision): Promise<AppendResult> {
  const streamId = walletStreamId(playerId);
  const postings = [];
  for (const p of decision.postings) postings.push({ accountId: await ledger.resolve(playerId, p.account), amount: p.amount });
  return ledger.append({
    streamId,
    expectedVersion: decision.consistency === 'stream' ? await ledger.versionOf(streamId) : 'any',
    type: decision.event.type,
    data: toStoredData(decision.event),
    postings,
    idempotencyKey: decision.idempotencyKey,
    currency: 'BDT',
    actor: { kind: 'system', id: 'property-test' },
  });
}

/** A comparable summary of an append result (positions are left out: the database's may have gaps). */
export function summarize(result: AppendResult | undefined): unknown {
  if (!result) return undefined;
  if (!result.ok) return { error: result.error };
  return { version: result.version, duplicate: result.duplicate, balances: [...result.balances.values()].sort() };
}
