import { staffRoles, type StaffRole } from '@khela/contracts';

/** Pure rules for staff accounts: names, passwords, lockout, and what management may not do. */

export const usernamePattern = /^[A-Za-z0-9._-]{3,32}$/;

/**
 * Staff sign-in limits. Every password or code check is counted before it is made, so a burst of
 * parallel requests gets at most the limit of checks. None of them locks an account for everyone: a
 * stranger's guesses must not lock staff out.
 * - `source`: one account from one address (IP): five wrong passwords or codes within 15 minutes lock
 *   that account from that address for 15 minutes (the spec's lockout, per address).
 * - `ip`: one address, any accounts: twenty failures within 15 minutes refuse it for the rest of the window.
 * - `account`: one account, any addresses: after ten failures within 15 minutes, addresses it has not
 *   signed in from get one check per slot, the slot doubling from 1 s to a minute (`accountDelaySeconds`).
 *   An address the account signed in from (known for 30 days) skips the slot, so its owner still gets in.
 */
export const signInLimits = {
  source: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { maxFailures: 20, windowSeconds: 15 * 60 },
  account: { freeFailures: 10, windowSeconds: 15 * 60, maxDelaySeconds: 60 },
  knownSourceSeconds: 30 * 24 * 3600,
} as const;

/** The lockout the spec's sign-in text names ("Try again in 15 minutes"). */
export const lockoutPolicy = {
  maxFailures: signInLimits.source.maxFailures,
  lockMinutes: signInLimits.source.lockSeconds / 60,
} as const;

/**
 * Seconds an unknown address waits between checks of an account that has `failures` counted (0: no
 * wait): 1 s after the tenth failure, doubling with each further one, at most a minute.
 */
export function accountDelaySeconds(failures: number): number {
  const excess = failures - signInLimits.account.freeFailures;
  return excess < 0 ? 0 : Math.min(signInLimits.account.maxDelaySeconds, 2 ** excess);
}

/** Every distinct delay of `accountDelaySeconds`, in order (the Redis script picks from this list). */
export const accountDelaySteps: readonly number[] = (() => {
  const steps: number[] = [];
  for (let failures = signInLimits.account.freeFailures; ; failures++) {
    const delay = accountDelaySeconds(failures);
    steps.push(delay);
    if (delay >= signInLimits.account.maxDelaySeconds) return steps;
  }
})();

export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** Staff passwords guard money: at least 10 characters with a letter and a digit. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 10 || password.length > 128) return 'Password must be 10 to 128 characters long.';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain a letter and a digit.';
  return undefined;
}

/** A role key's shape (roles are data since issue 22: whether it exists is the database's answer). */
export const roleKeyPattern = /^[a-z][a-z0-9-]{1,39}$/;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && roleKeyPattern.test(value);
}

/** Roles without duplicates: the seeded defaults first in their order, then created roles by key. */
export function normaliseRoles(roles: readonly StaffRole[]): StaffRole[] {
  const defaults = staffRoles.filter((r) => roles.includes(r));
  const created = [...new Set(roles)].filter((r) => !(staffRoles as readonly string[]).includes(r)).sort();
  return [...defaults, ...created];
}

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
