import type { StaffChangeRefusal } from './staff-rules.js';

/** Every way a staff use case can refuse, as a value; the HTTP layer picks the status and text. */
export type StaffError =
  | { code: 'invalid_credentials' }
  | { code: 'otp_required' }
  | { code: 'locked'; minutes: number }
  | { code: 'slow_down'; seconds: number }
  | { code: 'disabled' }
  | { code: 'enrolment_expired' }
  | { code: 'invalid_code' }
  | { code: 'username_taken' }
  | { code: 'weak_password'; message: string }
  | { code: 'not_found' }
  | { code: StaffChangeRefusal }
  // roles as data (issue 22)
  | { code: 'unknown_role'; keys: string[] }
  | { code: 'unknown_permission'; permissions: string[] }
  | { code: 'role_not_found' }
  | { code: 'role_name_taken' }
  | { code: 'role_locked' }
  | { code: 'beyond_actor'; permissions: string[] }
  | { code: 'bad_cidr'; value: string }
  | { code: 'ip_self_lockout'; ip: string }
  | { code: 'role_builtin' }
  | { code: 'role_held'; usernames: string[] };

export type StaffResult<T> = { ok: true; value: T } | { ok: false; error: StaffError };

export const ok = <T>(value: T): StaffResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: StaffError): StaffResult<T> => ({ ok: false, error });

export function staffErrorMessage(error: StaffError): string {
  switch (error.code) {
    case 'invalid_credentials':
      return 'Invalid username, password or authenticator code.';
    case 'otp_required':
      return 'Enter the 6-digit code from your authenticator app.';
    case 'locked':
      return `Too many failed sign-in attempts. Try again in ${error.minutes} minute${error.minutes === 1 ? '' : 's'}.`;
    case 'slow_down':
      return `Too many failed sign-in attempts for this account. Try again in ${error.seconds} second${error.seconds === 1 ? '' : 's'}.`;
    case 'disabled':
      return 'This staff account is disabled. Ask an administrator.';
    case 'enrolment_expired':
      return 'The enrolment has expired. Sign in again to restart it.';
    case 'invalid_code':
      return 'That code is not correct. Enter the current code from your authenticator app.';
    case 'username_taken':
      return 'That username is already taken.';
    case 'weak_password':
      return error.message;
    case 'not_found':
      return 'Staff account not found.';
    case 'self_disable':
      return 'You cannot disable your own account.';
    case 'self_demote':
      return 'You cannot remove the admin role from your own account.';
    case 'last_admin':
      return 'At least one active admin must remain.';
    case 'unknown_role':
      return `No such role: ${error.keys.join(', ')}.`;
    case 'unknown_permission':
      return `No such permission: ${error.permissions.join(', ')}.`;
    case 'role_not_found':
      return 'Role not found.';
    case 'role_name_taken':
      return 'Another role already has that name.';
    case 'role_locked':
      return 'The admin role holds every permission and cannot be changed.';
    case 'beyond_actor':
      return `You can only hand out permissions you hold yourself. You do not hold: ${error.permissions.join(', ')}.`;
    case 'bad_cidr':
      return `Not an address or network block (CIDR, at most /8): ${error.value}.`;
    case 'ip_self_lockout':
      return `This list would lock you out: your address ${error.ip} is not in it.`;
    case 'role_builtin':
      return 'A default role cannot be deleted.';
    case 'role_held':
      return `Staff still hold this role: ${error.usernames.join(', ')}. Take it from them first.`;
  }
}
