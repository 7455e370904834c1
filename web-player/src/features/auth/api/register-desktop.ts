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
  ageCheck: boolean;
}

export type RegisterDesktopResponse = { message?: string };

/**
 * The captcha id goes back in the X-Captcha-Id header (the api also reads the captcha_id cookie); the body
 * holds only the form's fields, as the api refuses unknown ones.
 */
export function registerDesktop(body: RegisterDesktopRequest, captchaId?: string): Promise<RegisterDesktopResponse> {
  return api.post<RegisterDesktopResponse>('/api/register', body, captchaId ? { headers: { 'X-Captcha-Id': captchaId } } : undefined);
}

export function useRegisterDesktop() {
  return useMutation({
    mutationFn: ({ body, captchaId }: { body: RegisterDesktopRequest; captchaId?: string }) => registerDesktop(body, captchaId),
  });
}
