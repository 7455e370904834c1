import type { StaffLoginRequest, StaffLoginResponse, StaffSession } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { StaffLoginRequest, StaffLoginResponse };

export type StaffLoginFieldErrors = Partial<Record<keyof StaffLoginRequest, string>>;

/** Why a field may not be sent yet: a key of `auth.errors`, translated when shown. */
export type StaffLoginProblem = 'usernameRequired' | 'passwordRequired' | 'otpInvalid';

export type StaffLoginProblems = Partial<Record<keyof StaffLoginRequest, StaffLoginProblem>>;

const OTP_PATTERN = /^\d{6}$/;

/** Normalises what was typed: trimmed username, OTP without the spaces authenticator apps show. */
export function toStaffLoginRequest(form: StaffLoginRequest): StaffLoginRequest {
  return { username: form.username.trim(), password: form.password, otp: form.otp.replace(/\s+/g, '') };
}

/**
 * Checks the form before it is sent; an empty result means it may be sent. The code may be left
 * empty only at a first sign-in, when the server answers with an authenticator enrolment instead.
 */
export function validateStaffLogin(input: StaffLoginRequest): StaffLoginProblems {
  const problems: StaffLoginProblems = {};
  if (input.username === '') problems.username = 'usernameRequired';
  if (input.password === '') problems.password = 'passwordRequired';
  if (input.otp !== '' && !OTP_PATTERN.test(input.otp)) problems.otp = 'otpInvalid';
  return problems;
}

/** A completed sign-in (its session came as cookies), as opposed to an enrolment to do first. */
export function isSession(response: StaffLoginResponse): response is StaffSession {
  return 'staff' in response;
}

export function loginStaff(input: StaffLoginRequest): Promise<StaffLoginResponse> {
  return api.post<StaffLoginResponse>('/api/admin/auth/login', input);
}

export function useStaffLogin() {
  return useMutation({ mutationFn: loginStaff });
}
