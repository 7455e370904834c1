/**
 * Chaos mode of the provider simulator, for tests: many players playing slot rounds at once through the
 * signed wallet client, with what real aggregators do to a wallet mixed in. Each round is one scenario:
 *
 *   normal          bet, then a win that closes the round (0 on a loss)
 *   duplicate       bet and win each sent twice at once, byte for byte: both copies must get the same answer
 *   conflict        after the bet, the same transaction_uuid again with another amount: DUPLICATE_TRANSACTION
 *   cancel          bet, rollback, then a late win on the rolled-back bet: refused
 *   race            bet, then its win and its rollback at the same time: exactly one of them goes through
 *   lateBet         rollback of a bet not yet seen, then that bet: the rollback leaves a tombstone, the bet is refused
 *   earlyWin        a win on a bet not yet seen (refused), then the bet and a real win
 *   broke           a bet far above any balance: NOT_ENOUGH_MONEY, with the balance
 *   burst           ten normal rounds of one player at once
 *
 * Under all of them the transport loses answers (the wallet did the work, the answer never came) and drops
 * requests (never sent), so the client retries with the same bytes. The driver keeps its own books: a money
 * move counts once per transaction_uuid, when the wallet answered RS_OK; at the end the test compares them,
 * to the poisha, with each player's balance in the wallet and in the ledger. Every answer is kept.
 */
import { randomUUID } from 'node:crypto';
import type { ProviderAnswer, ProviderStatus } from '@khela/contracts';
import { slotBets, spinSlot } from '../games/slot-game.js';
import { httpTransport, WalletClient, WalletUnreachableError, type WalletCall, type WalletTransport } from '../wallet-client.js';

export const chaosScenarios = ['normal', 'duplicate', 'conflict', 'cancel', 'race', 'lateBet', 'earlyWin', 'broke', 'burst'] as const;
export type ChaosScenario = (typeof chaosScenarios)[number];

export interface ChaosPlayer {
  user: string;
  /** A launch token of this player for `gameCode`. */
  token: string;
  /** What the wallet holds for the player before the run (poisha). */
  startBalance: number;
}

export interface ChaosOptions {
  apiUrl: string;
  provider: string;
  secret: string;
  gameCode: string;
  players: ChaosPlayer[];
  roundsPerPlayer: number;
  /** Rounds one player has in play at once. */
  lanesPerPlayer: number;
  /** The provider's rule for a rollback of a bet the wallet has not seen. */
  rollbackOfUnknown: 'ok' | 'does_not_exist';
  seed?: number;
  /** Share of calls whose answer is lost after the wallet handled them. */
  lostAnswerRate?: number;
  /** Share of calls dropped before they reach the wallet. */
  droppedRate?: number;
  /** Relative weights of the scenarios (default: mostly normal). */
  weights?: Partial<Record<ChaosScenario, number>>;
}

export interface ChaosAnswer {
  user: string;
  scenario: ChaosScenario;
  call: WalletCall;
  transaction_uuid?: string;
  status: ProviderStatus;
  balance?: number;
  attempts: number;
}

export interface ChaosReport {
  /** What each player should hold now, by the driver's books (poisha). */
  books: Map<string, number>;
  answers: ChaosAnswer[];
  /** Rounds played per scenario (a burst's ten rounds count as normal ones). */
  rounds: Record<ChaosScenario, number>;
  /** Calls sent again because an answer was lost or a request dropped. */
  retries: number;
  /** Every rule the wallet broke, in words; empty when all went as it should. */
  violations: string[];
}

const defaultWeights: Record<ChaosScenario, number> = {
  normal: 50,
  duplicate: 10,
  conflict: 5,
  cancel: 6,
  race: 8,
  lateBet: 6,
  earlyWin: 5,
  broke: 2,
  burst: 1,
};

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const random = seededRandom(options.seed ?? 13);
  const randomInt = (n: number) => Math.floor(random() * n);
  const lost = options.lostAnswerRate ?? 0.05;
  const dropped = options.droppedRate ?? 0.02;
  let retries = 0;

  const transport: WalletTransport = async (request) => {
    const roll = random();
    if (roll < dropped) {
      retries += 1;
      throw new Error('connection reset before the request was sent');
    }
    const text = await httpTransport(request);
    if (roll < dropped + lost) {
      retries += 1;
      throw new Error('timed out waiting for the answer');
    }
    return text;
  };
  const wallet = new WalletClient({
    apiUrl: options.apiUrl,
    provider: options.provider,
    secret: options.secret,
    transport,
    retryDelayMs: 5,
  });

  const books = new Map(options.players.map((p) => [p.user, p.startBalance]));
  const answers: ChaosAnswer[] = [];
  const violations: string[] = [];
  const rounds = Object.fromEntries(chaosScenarios.map((s) => [s, 0])) as Record<ChaosScenario, number>;
  /** Bets the wallet took (RS_OK), by transaction_uuid, with their amount: what a rollback gives back. */
  const takenBets = new Map<string, number>();
  /** Transactions already booked, so a repeat's RS_OK is not counted twice. */
  const booked = new Set<string>();

  const weights = { ...defaultWeights, ...options.weights };
  const totalWeight = chaosScenarios.reduce((sum, s) => sum + weights[s], 0);
  const pickScenario = (): ChaosScenario => {
    let roll = random() * totalWeight;
    for (const s of chaosScenarios) if ((roll -= weights[s]) < 0) return s;
    return 'normal';
  };

  const book = (user: string, transaction: string, delta: number) => {
    if (booked.has(transaction)) return;
    booked.add(transaction);
    books.set(user, books.get(user)! + delta);
  };
  const check = (ok: boolean, what: string) => {
    if (!ok) violations.push(what);
  };

  /** One call, sent again with the same bytes until the wallet answers; the answer is kept. */
  const call = async (
    player: ChaosPlayer,
    scenario: ChaosScenario,
    name: WalletCall,
    request: Record<string, unknown> & { request_uuid: string; transaction_uuid?: string },
  ): Promise<ProviderAnswer> => {
    for (;;) {
      try {
        const { answer, attempts } = await wallet.send(name, request);
        answers.push({
          user: player.user,
          scenario,
          call: name,
          transaction_uuid: request.transaction_uuid,
          status: answer.status,
          balance: answer.balance,
          attempts,
        });
        check(answer.request_uuid === request.request_uuid, `${name} ${request.transaction_uuid}: request_uuid not echoed`);
        check(typeof answer.balance === 'number', `${name} ${request.transaction_uuid} (${answer.status}): no balance`);
        return answer;
      } catch (error) {
        if (!(error instanceof WalletUnreachableError)) throw error;
      }
    }
  };

  const bet = async (player: ChaosPlayer, scenario: ChaosScenario, round: string, transaction: string, amount: number) => {
    const answer = await call(player, scenario, 'transaction/bet', { ...base(player, round), transaction_uuid: transaction, amount });
    if (answer.status === 'RS_OK') {
      takenBets.set(transaction, amount);
      book(player.user, transaction, -amount);
    }
    return answer;
  };
  const win = async (player: ChaosPlayer, scenario: ChaosScenario, round: string, betTransaction: string, amount: number) => {
    const transaction = randomUUID();
    const request = {
      ...base(player, round),
      transaction_uuid: transaction,
      reference_transaction_uuid: betTransaction,
      amount,
      round_closed: true,
    };
    const answer = await call(player, scenario, 'transaction/win', request);
    if (answer.status === 'RS_OK') book(player.user, transaction, amount);
    return answer;
  };
  const rollback = async (player: ChaosPlayer, scenario: ChaosScenario, round: string, betTransaction: string) => {
    const transaction = randomUUID();
    const request = { ...base(player, round), transaction_uuid: transaction, reference_transaction_uuid: betTransaction };
    const answer = await call(player, scenario, 'transaction/rollback', request);
    return {
      answer,
      /** Books the refund once the bet's fate is known (the bet may still be in flight in a race). */
      settle: () => {
        if (answer.status === 'RS_OK' && takenBets.has(betTransaction)) book(player.user, transaction, takenBets.get(betTransaction)!);
      },
    };
  };
  const base = (player: ChaosPlayer, round: string) => ({
    request_uuid: randomUUID(),
    user: player.user,
    token: player.token,
    game_code: options.gameCode,
    currency: 'BDT',
    round,
  });

  const stakeAndOutcome = () => {
    const stake = slotBets[randomInt(slotBets.length)]!;
    return { stake, win: spinSlot(stake, randomInt).win };
  };

  const playRound = async (player: ChaosPlayer, scenario: ChaosScenario): Promise<void> => {
    rounds[scenario] += 1;
    const round = randomUUID();
    const betTx = randomUUID();
    const { stake, win: prize } = stakeAndOutcome();
    switch (scenario) {
      case 'normal': {
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status === 'RS_OK', `normal bet ${betTx}: ${placed.status}`);
        if (placed.status === 'RS_OK') {
          const paid = await win(player, scenario, round, betTx, prize);
          check(paid.status === 'RS_OK', `normal win on ${betTx}: ${paid.status}`);
        }
        return;
      }
      case 'duplicate': {
        const request = { ...base(player, round), transaction_uuid: betTx, amount: stake };
        const [first, second] = await Promise.all([
          call(player, scenario, 'transaction/bet', request),
          call(player, scenario, 'transaction/bet', request),
        ]);
        check(JSON.stringify(first) === JSON.stringify(second), `duplicate bet ${betTx}: two answers ${first.status} / ${second.status}`);
        if (first.status !== 'RS_OK') return check(false, `duplicate bet ${betTx}: ${first.status}`);
        takenBets.set(betTx, stake);
        book(player.user, betTx, -stake);
        const winTx = randomUUID();
        const winRequest = {
          ...base(player, round),
          transaction_uuid: winTx,
          reference_transaction_uuid: betTx,
          amount: prize,
          round_closed: true,
        };
        const [a, b] = await Promise.all([
          call(player, scenario, 'transaction/win', winRequest),
          call(player, scenario, 'transaction/win', winRequest),
        ]);
        check(JSON.stringify(a) === JSON.stringify(b), `duplicate win ${winTx}: two answers ${a.status} / ${b.status}`);
        check(a.status === 'RS_OK', `duplicate win ${winTx}: ${a.status}`);
        if (a.status === 'RS_OK') book(player.user, winTx, prize);
        return;
      }
      case 'conflict': {
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status === 'RS_OK', `conflict: first bet ${betTx}: ${placed.status}`);
        const again = await call(player, scenario, 'transaction/bet', {
          ...base(player, round),
          transaction_uuid: betTx,
          amount: stake + 100,
        });
        check(again.status === 'RS_ERROR_DUPLICATE_TRANSACTION', `conflict: same id, other amount ${betTx}: ${again.status}`);
        if (placed.status === 'RS_OK') await win(player, scenario, round, betTx, prize);
        return;
      }
      case 'cancel': {
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status === 'RS_OK', `cancel: bet ${betTx}: ${placed.status}`);
        const undone = await rollback(player, scenario, round, betTx);
        undone.settle();
        check(undone.answer.status === 'RS_OK', `cancel: rollback of ${betTx}: ${undone.answer.status}`);
        const late = await win(player, scenario, round, betTx, prize);
        check(late.status !== 'RS_OK', `cancel: a win on rolled-back ${betTx} was paid`);
        return;
      }
      case 'race': {
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status === 'RS_OK', `race: bet ${betTx}: ${placed.status}`);
        if (placed.status !== 'RS_OK') return;
        const [paid, undone] = await Promise.all([win(player, scenario, round, betTx, prize), rollback(player, scenario, round, betTx)]);
        undone.settle();
        const through = [paid.status, undone.answer.status].filter((s) => s === 'RS_OK').length;
        check(through === 1, `race on ${betTx}: win ${paid.status}, rollback ${undone.answer.status}`);
        return;
      }
      case 'lateBet': {
        const undone = await rollback(player, scenario, round, betTx);
        const rule = options.rollbackOfUnknown === 'ok' ? 'RS_OK' : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
        check(undone.answer.status === rule, `lateBet: rollback of unseen ${betTx}: ${undone.answer.status}, rule says ${rule}`);
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status !== 'RS_OK', `lateBet: bet ${betTx} taken after its rollback`);
        undone.settle();
        return;
      }
      case 'earlyWin': {
        const early = await win(player, scenario, round, betTx, prize + 100);
        check(early.status !== 'RS_OK', `earlyWin: a win on unseen bet ${betTx} was paid`);
        const placed = await bet(player, scenario, round, betTx, stake);
        check(placed.status === 'RS_OK', `earlyWin: bet ${betTx}: ${placed.status}`);
        if (placed.status === 'RS_OK') await win(player, scenario, round, betTx, prize);
        return;
      }
      case 'broke': {
        const placed = await bet(player, scenario, round, betTx, 1_000_000_000_000);
        check(placed.status === 'RS_ERROR_NOT_ENOUGH_MONEY', `broke: bet far above the balance: ${placed.status}`);
        return;
      }
      case 'burst': {
        await Promise.all(Array.from({ length: 10 }, () => playRound(player, 'normal')));
        return;
      }
    }
  };

  const playPlayer = async (player: ChaosPlayer) => {
    let left = options.roundsPerPlayer;
    const lane = async () => {
      while (left > 0) {
        left -= 1;
        await playRound(player, pickScenario());
      }
    };
    await Promise.all(Array.from({ length: options.lanesPerPlayer }, lane));
  };
  await Promise.all(options.players.map(playPlayer));
  return { books, answers, rounds, retries, violations };
}
