import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionGrant } from '@/lib/session';

/** POST /api/login (spec section 7). */
export interface LoginRequest {
  username: string;
  password: string;
}

/** token, remote_id, username and exchange[0].token (spec section 3, "Login response"). */
export type LoginResponse = SessionGrant;

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
