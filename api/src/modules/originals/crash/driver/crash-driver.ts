import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { crashPoint } from '../../domain/fairness/crash.js';
import { crashGameCode, SettleCrashBet } from '../commands/settle-crash-bet/settle-crash-bet.js';
import { interruptedOnTakeover, nextStep } from '../domain/crash-round.js';
import { roundCapMultiplier } from '../domain/crash-settlement.js';
import { CrashBetsRepository } from '../persistence/crash-bets.repository.js';
import { CrashChainRepository } from '../persistence/crash-chain.repository.js';
import { CrashRoundsRepository, type CrashRound } from '../persistence/crash-rounds.repository.js';
import { CrashPushes } from '../realtime/crash-pushes.js';
import { presentRound } from '../present-crash.js';
import { CrashLease } from './crash-lease.js';

/**
 * Drives the shared crash round (CRASH_ROUNDS=on) in the one process holding the lease; the others only relay
 * its pushes and take bets and cash-outs. Each step reads the live round from Postgres and does what the state
 * machine (domain/crash-round.ts) says: open the next game's betting phase, start it, tick (auto cash-outs
 * reached, the multiplier pushed), crash it (every open bet decided in the same transaction) and pay. A driver
 * taking over (start-up, or the previous holder gone) first pays whatever was decided and not paid, and finishes
 * a round whose point passed while nobody drove it by the interruption rule.
 */
@Injectable()
export class CrashDriver implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CrashDriver.name);
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private settling?: Promise<unknown>;
  private roundCapOf?: { roundId: string; maxRoundWinMinor: bigint | null };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(CrashLease) private readonly lease: CrashLease,
    @Inject(CrashChainRepository) private readonly chains: CrashChainRepository,
    @Inject(CrashRoundsRepository) private readonly rounds: CrashRoundsRepository,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
    @Inject(SettleCrashBet) private readonly wallet: SettleCrashBet,
    @Inject(CrashPushes) private readonly pushes: CrashPushes,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.CRASH_ROUNDS === 'off') return;
    this.loop = this.run();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.settling;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        if (await this.lease.acquire()) await this.drive();
        else await this.sleep(1000);
      } catch (error) {
        this.logger.error(`crash driver step failed; retrying: ${String(error)}`);
        await this.sleep(1000);
      }
    }
    await this.lease.release().catch(() => undefined);
  }

  private async drive(): Promise<void> {
    this.logger.log('crash: this process drives the rounds');
    let renewedAt = Date.now();
    await this.takeOver();
    while (!this.stopped) {
      if (Date.now() - renewedAt > 1000) {
        if (!(await this.lease.renew())) {
          this.logger.warn('crash: driver lease lost; another process drives');
          return;
        }
        renewedAt = Date.now();
      }
      await this.sleep(await this.step());
    }
  }

  /** What a driver does first: pay what was decided and not paid; finish a round interrupted by the stop. */
  async takeOver(): Promise<void> {
    await this.wallet.settleOutstanding(10_000);
    const round = await this.rounds.live();
    if (round && interruptedOnTakeover(round, this.clock.nowMs())) {
      this.logger.warn(`crash: round ${round.id} was interrupted while no driver ran; finished by the interruption rule`);
      await this.crash(round, true);
    }
  }

  /** One step of the live round; answers how long to wait before the next (ms). */
  async step(): Promise<number> {
    const began = Date.now();
    const now = this.clock.nowMs();
    const round = await this.rounds.live();
    if (!round) {
      await this.openNext();
      return 0;
    }
    const step = nextStep(round, now);
    switch (step.kind) {
      case 'wait':
        return Math.min(step.untilMs - now, this.config.CRASH_TICK_MS);
      case 'start': {
        const started = await this.rounds.start(round.id, new Date(now));
        if (started) this.pushes.emit('crash:round', presentRound(started, now));
        return 0;
      }
      case 'tick':
        await this.tick(round, step.multiplier, now);
        return Math.max(0, this.config.CRASH_TICK_MS - (Date.now() - began));
      case 'crash':
        await this.crash(round, false);
        return 0;
      case 'next-round':
        return 0;
    }
  }

  private async tick(round: CrashRound, multiplier: number, now: number): Promise<void> {
    const swept = await this.bets.sweepAutoCashouts(round.id, multiplier, await this.roundCap(round));
    this.pushes.tick({
      round_id: round.id,
      multiplier: (multiplier / 100).toFixed(2),
      elapsed_ms: now - round.startedAtMs!,
      sent_at: Date.now(),
    });
    if (swept.length) {
      this.pushes.bets(round.id, swept);
      // paid beside the ticks, one pass at a time; whatever a pass misses is paid at the crash
      this.settling ??= this.wallet.settleOutstanding(swept.length, round.id).finally(() => (this.settling = undefined));
    }
  }

  private async crash(round: CrashRound, interrupted: boolean): Promise<void> {
    const now = this.clock.nowMs();
    const crashed = await this.bets.crash(round.id, new Date(now), interrupted, await this.roundCap(round));
    if (!crashed) return;
    this.pushes.emit('crash:round', presentRound({ ...round, state: 'crashed', crashedAtMs: now, interrupted }, now));
    await this.settling;
    await this.wallet.settleOutstanding(100_000, round.id);
  }

  /** Where the round's cap on the house net payout lies now (null: no cap, or nothing open). */
  private async roundCap(round: CrashRound): Promise<number | null> {
    if (this.roundCapOf?.roundId !== round.id)
      this.roundCapOf = { roundId: round.id, maxRoundWinMinor: await this.bets.maxRoundWin(crashGameCode) };
    const max = this.roundCapOf.maxRoundWinMinor;
    if (max === null) return null;
    const { openStakesMinor, cashedNetMinor } = await this.bets.roundTotals(round.id);
    return roundCapMultiplier(openStakesMinor, cashedNetMinor, max);
  }

  /** The next game of the chain in play (a new chain when it is used up), in its betting phase. */
  private async openNext(): Promise<void> {
    let chain = (await this.chains.current()) ?? (await this.chains.create(this.config.CRASH_CHAIN_LENGTH));
    let gameNumber = (await this.rounds.lastGameNumber(chain.id)) + 1;
    if (gameNumber > chain.length) {
      chain = await this.chains.create(this.config.CRASH_CHAIN_LENGTH);
      gameNumber = 1;
    }
    const gameHash = await this.chains.gameHash(chain, gameNumber);
    const now = this.clock.nowMs();
    const opened = await this.rounds.open({
      chainId: chain.id,
      gameNumber,
      gameHash,
      crashPoint: Math.round(crashPoint(gameHash, chain.salt) * 100),
      bettingEndsAt: new Date(now + this.config.CRASH_BETTING_MS),
    });
    if (opened) this.pushes.emit('crash:round', presentRound(opened, now));
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
