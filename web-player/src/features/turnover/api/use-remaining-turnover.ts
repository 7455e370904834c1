import { readStored, StorageKeys } from '@/lib/session';
import { remainingTurnover } from '../lib/remaining';
import { useTurnovers } from './get-turnovers';

/** The turnover the player still has to play ("0.00" when none), or undefined while unknown. */
export function useRemainingTurnover(): string | undefined {
  const turnovers = useTurnovers(readStored(StorageKeys.remoteId));
  return turnovers.data ? remainingTurnover(turnovers.data) : undefined;
}
