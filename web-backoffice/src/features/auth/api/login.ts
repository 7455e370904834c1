import { useMutation } from '@tanstack/react-query';
import { api, storeToken } from '@/lib/api-client';

/** Body of POST /api/admin/auth/login. Local until the api defines it in @khela/contracts. */
export interface StaffLoginRequest {
  username: string;
  password: string;
  /** Current 6-digit code from the staff member's authenticator app. */
  otp: string;
}

/** Answer of POST /api/admin/auth/login. Local until the api defines it in @khela/contracts. */
export interface StaffLoginResponse {
  token: string;
}

export type StaffLoginFieldErrors = Partial<Record<keyof StaffLoginRequest, string>>;

const OTP_PATTERN = /^\d{6}$/;

/** Normalises what was typed: trimmed username, OTP without the spaces authenticator apps show. */
export function toStaffLoginRequest(form: StaffLoginRequest): StaffLoginRequest {
  return { username: form.username.trim(), password: form.password, otp: form.otp.replace(/\s+/g, '') };
}

/** Checks the form before it is sent; an empty result means it may be sent. */
export function validateStaffLogin(input: StaffLoginRequest): StaffLoginFieldErrors {
  const errors: StaffLoginFieldErrors = {};
  if (input.username === '') errors.username = 'Username is required.';
  if (input.password === '') errors.password = 'Password is required.';
  if (!OTP_PATTERN.test(input.otp)) errors.otp = 'Enter the 6-digit code from your authenticator app.';
  return errors;
}

export function loginStaff(input: StaffLoginRequest): Promise<StaffLoginResponse> {
  return api.post<StaffLoginResponse>('/api/admin/auth/login', input);
}

export function useStaffLogin() {
  return useMutation({
    mutationFn: loginStaff,
    onSuccess: (response) => storeToken(response.token),
  });
}
