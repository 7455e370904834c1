import { HttpException, HttpStatus } from '@nestjs/common';
import { staffErrorMessage, type StaffError, type StaffResult } from '../domain/staff-errors.js';

const statusOf: Record<StaffError['code'], HttpStatus> = {
  invalid_credentials: HttpStatus.UNAUTHORIZED,
  otp_required: HttpStatus.UNAUTHORIZED,
  invalid_code: HttpStatus.UNAUTHORIZED,
  locked: HttpStatus.TOO_MANY_REQUESTS,
  slow_down: HttpStatus.TOO_MANY_REQUESTS,
  disabled: HttpStatus.FORBIDDEN,
  enrolment_expired: HttpStatus.GONE,
  username_taken: HttpStatus.CONFLICT,
  weak_password: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  self_disable: HttpStatus.CONFLICT,
  self_demote: HttpStatus.CONFLICT,
  last_admin: HttpStatus.CONFLICT,
  unknown_role: HttpStatus.BAD_REQUEST,
  unknown_permission: HttpStatus.BAD_REQUEST,
  role_not_found: HttpStatus.NOT_FOUND,
  role_name_taken: HttpStatus.CONFLICT,
  role_locked: HttpStatus.CONFLICT,
  beyond_actor: HttpStatus.FORBIDDEN,
  bad_cidr: HttpStatus.BAD_REQUEST,
  ip_self_lockout: HttpStatus.CONFLICT,
  role_builtin: HttpStatus.CONFLICT,
  role_held: HttpStatus.CONFLICT,
};

const fieldOf: Partial<Record<StaffError['code'], string>> = {
  otp_required: 'otp',
  invalid_code: 'code',
  username_taken: 'username',
  weak_password: 'password',
  unknown_role: 'roles',
  unknown_permission: 'permissions',
  role_name_taken: 'name',
  bad_cidr: 'cidrs',
};

/** The value of a successful result, or the refusal as `{ message, errors? }` with its status. */
export function unwrap<T>(result: StaffResult<T>): T {
  if (result.ok) return result.value;
  const message = staffErrorMessage(result.error);
  const field = fieldOf[result.error.code];
  throw new HttpException(field ? { message, errors: { [field]: [message] } } : { message }, statusOf[result.error.code]);
}
