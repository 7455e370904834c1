import type { VetoPoint } from '../../../platform/events/index.js';
import { houseProviderCode } from '../../games/index.js';

/**
 * Player protection's own words for an originals stake it refused. The seamless wallet answers such a stake
 * with the provider status only (RS_ERROR_USER_DISABLED, which a locked account gets too), so the same
 * `wallet.stake` veto is asked again for its message: the time-out or self-exclusion and its end, or which
 * limit, what is left and when the stake fits again (English; Bangla on the way out). Asked only after a
 * refusal, so a bet taken pays nothing for it. Undefined when the veto now allows (the account is locked
 * instead, or room was made since): the game's generic text stands.
 */
export async function protectionWords(vetoes: VetoPoint, playerId: string, stakeMinor: bigint): Promise<string | undefined> {
  const verdict = await vetoes.check('wallet.stake', { playerId, amount: stakeMinor.toString(), provider: houseProviderCode });
  return verdict.ok ? undefined : verdict.message;
}
