import { CashOut } from './commands/cash-out/cash-out.js';
import { PlaceCrashBet } from './commands/place-crash-bet/place-crash-bet.js';
import { SettleCrashBet } from './commands/settle-crash-bet/settle-crash-bet.js';
import { CrashDriver } from './driver/crash-driver.js';
import { CrashLease } from './driver/crash-lease.js';
import { CrashBetsRepository } from './persistence/crash-bets.repository.js';
import { CrashChainRepository } from './persistence/crash-chain.repository.js';
import { CrashRoundsRepository } from './persistence/crash-rounds.repository.js';
import { CrashSnapshotQuery } from './queries/crash-snapshot.js';
import { CrashPushes } from './realtime/crash-pushes.js';

/** The crash game's providers (issue 19), registered by OriginalsModule. */
export const crashProviders = [
  CrashChainRepository,
  CrashRoundsRepository,
  CrashBetsRepository,
  SettleCrashBet,
  PlaceCrashBet,
  CashOut,
  CrashPushes,
  CrashSnapshotQuery,
  CrashLease,
  CrashDriver,
];
