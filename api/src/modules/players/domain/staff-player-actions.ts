/**
 * The back-office actions on a player account (lock, unlock, mark the phone verified): whether one
 * applies to the account as it is, and the texts staff see. Pure: the commands load and save.
 */
export type StaffPlayerAction = 'lock' | 'unlock' | 'mark_phone_verified';

export interface StaffPlayerState {
  status: 'active' | 'locked';
  phoneVerified: boolean;
}

export const staffPlayerMessages = {
  notFound: 'Player not found.',
  reasonLength: 'Give a reason of 3 to 500 characters.',
  locked: 'The player is locked and signed out everywhere.',
  unlocked: 'The player is unlocked and can log in again.',
  phoneVerified: "The player's phone is marked verified.",
  alreadyLocked: 'The player is already locked.',
  notLocked: 'The player is not locked.',
  alreadyVerified: "The player's phone is already verified.",
} as const;

/** Why the action does not apply (a message for staff), or null when it does. */
export function refuseStaffPlayerAction(action: StaffPlayerAction, state: StaffPlayerState): string | null {
  if (action === 'lock' && state.status === 'locked') return staffPlayerMessages.alreadyLocked;
  if (action === 'unlock' && state.status !== 'locked') return staffPlayerMessages.notLocked;
  if (action === 'mark_phone_verified' && state.phoneVerified) return staffPlayerMessages.alreadyVerified;
  return null;
}

/** A staff reason, trimmed; null unless 3 to 500 characters remain. */
export function staffReason(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const reason = value.trim();
  return reason.length >= 3 && reason.length <= 500 ? reason : null;
}
