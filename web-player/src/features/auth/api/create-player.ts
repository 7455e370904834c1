import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionGrant } from '@/lib/session';

export const SIGNUP_CURRENCIES = ['BDT', 'INR', 'PKR'] as const;
export type SignupCurrency = (typeof SIGNUP_CURRENCIES)[number];

/** The mobile sign-up payload (spec section 3), plus affiliate_code, which the api keeps on the player. */
export interface CreatePlayerRequest {
  username: string;
  password: string;
  confirmPassword: string;
  name: string;
  /** Country code and number, digits only, e.g. "8801712345678". */
  phone: string;
  email: string;
  referral_code: string;
  agent_code: string;
  affiliate_code: string;
  currency: SignupCurrency;
  status: 'active';
}

/** Success logs the new player in; an answer without a token is followed by a login (spec section 8, "auto-login"). */
export type CreatePlayerResponse = Partial<SessionGrant>;

export function createPlayer(body: CreatePlayerRequest): Promise<CreatePlayerResponse> {
  return api.post<CreatePlayerResponse>('/api/v1/create-players', body);
}

export function useCreatePlayer() {
  return useMutation({ mutationFn: createPlayer });
}
