import { staffRoles, type StaffRole } from '@khela/contracts';

/** Pure rules for staff accounts: names, passwords, lockout, and what management may not do. */

export const usernamePattern = /^[A-Za-z0-9._-]{3,32}$/;

export const lockoutPolicy = { maxFailures: 5, lockMinutes: 15 } as const;

/** Staff passwords guard money: at least 10 characters with a letter and a digit. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 10 || password.length > 128) return 'Password must be 10 to 128 characters long.';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain a letter and a digit.';
  return undefined;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Roles in catalogue order, without duplicates. */
export function normaliseRoles(roles: readonly StaffRole[]): StaffRole[] {
  return staffRoles.filter((r) => roles.includes(r));
}

export interface LoginState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export function isLocked(state: LoginState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/** After a wrong password or code: one more failure, and a lock once the limit is reached. */
export function afterFailure(state: LoginState, now: Date): LoginState {
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts >= lockoutPolicy.maxFailures) {
    return { failedAttempts: 0, lockedUntil: new Date(now.getTime() + lockoutPolicy.lockMinutes * 60_000) };
  }
  return { failedAttempts, lockedUntil: null };
}

export const minutesLeft = (lockedUntil: Date, now: Date): number =>
  Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));

export type StaffChangeRefusal = 'self_disable' | 'self_demote' | 'last_admin';

/**
 * Management changes that would lock everyone out are refused: an admin cannot disable or demote
 * themselves, and the last active admin cannot lose the role or be disabled.
 */
export function refuseStaffChange(input: {
  actorId: string;
  targetId: string;
  targetRoles: readonly StaffRole[];
  targetActive: boolean;
  change: { kind: 'disable' } | { kind: 'roles'; roles: readonly StaffRole[] };
  otherActiveAdmins: number;
}): StaffChangeRefusal | undefined {
  const losesAdmin =
    input.targetActive && input.targetRoles.includes('admin') && (input.change.kind === 'disable' || !input.change.roles.includes('admin'));
  if (input.change.kind === 'disable' && input.actorId === input.targetId) return 'self_disable';
  if (input.change.kind === 'roles' && input.actorId === input.targetId && losesAdmin) return 'self_demote';
  if (losesAdmin && input.otherActiveAdmins === 0) return 'last_admin';
  return undefined;
}
