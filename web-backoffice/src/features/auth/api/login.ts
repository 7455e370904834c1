import type { StaffLoginRequest, StaffLoginResponse, StaffSession } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { StaffLoginRequest, StaffLoginResponse };

export type StaffLoginFieldErrors = Partial<Record<keyof StaffLoginRequest, string>>;

const OTP_PATTERN = /^\d{6}$/;

/** Normalises what was typed: trimmed username, OTP without the spaces authenticator apps show. */
export function toStaffLoginRequest(form: StaffLoginRequest): StaffLoginRequest {
  return { username: form.username.trim(), password: form.password, otp: form.otp.replace(/\s+/g, '') };
}

/**
 * Checks the form before it is sent; an empty result means it may be sent. The code may be left
 * empty only at a first sign-in, when the server answers with an authenticator enrolment instead.
 */
export function validateStaffLogin(input: StaffLoginRequest): StaffLoginFieldErrors {
  const errors: StaffLoginFieldErrors = {};
  if (input.username === '') errors.username = 'Username is required.';
  if (input.password === '') errors.password = 'Password is required.';
  if (input.otp !== '' && !OTP_PATTERN.test(input.otp)) errors.otp = 'Enter the 6-digit code from your authenticator app.';
  return errors;
}

export function isSession(response: StaffLoginResponse): response is StaffSession {
  return 'token' in response;
}

export function loginStaff(input: StaffLoginRequest): Promise<StaffLoginResponse> {
  return api.post<StaffLoginResponse>('/api/admin/auth/login', input);
}

export function useStaffLogin() {
  return useMutation({ mutationFn: loginStaff });
}
