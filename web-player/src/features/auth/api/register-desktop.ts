import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 9: currency codes of the desktop form. */
export const DESKTOP_CURRENCIES = [
  { code: '8', label: 'BDT' },
  { code: '7', label: 'INR' },
  { code: '17', label: 'PKR' },
] as const;
export type DesktopCurrencyCode = (typeof DESKTOP_CURRENCIES)[number]['code'];

/** Desktop only offers Bangladesh numbers. */
export const DESKTOP_CALLING_CODE = '880';

/** POST /api/register: the desktop two-step form (spec section 3, "Registration form (desktop)"). */
export interface RegisterDesktopRequest {
  username: string;
  password: string;
  confirmPassword: string;
  currencyType: DesktopCurrencyCode;
  friendReferCode: string;
  realName: string;
  callingCode: typeof DESKTOP_CALLING_CODE;
  phoneNumber: string;
  email: string;
  captcha: string;
  /** From the X-Captcha-Id header, for browsers that do not send the captcha_id cookie. */
  captchaId?: string;
  ageCheck: boolean;
}

export type RegisterDesktopResponse = { message?: string };

export function registerDesktop(body: RegisterDesktopRequest): Promise<RegisterDesktopResponse> {
  return api.post<RegisterDesktopResponse>('/api/register', body);
}

export function useRegisterDesktop() {
  return useMutation({ mutationFn: registerDesktop });
}
