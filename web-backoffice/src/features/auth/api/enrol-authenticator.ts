import type { StaffEnrolmentConfirm, StaffEnrolmentStart, StaffSession } from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/auth/2fa/enrol: the secret as otpauth URL, QR image and text. Same secret on every call. */
export function startEnrolment(enrolmentToken: string): Promise<StaffEnrolmentStart> {
  return api.post<StaffEnrolmentStart>('/api/admin/auth/2fa/enrol', { enrolment_token: enrolmentToken });
}

export function useEnrolment(enrolmentToken: string) {
  return useQuery({
    queryKey: ['auth', 'enrolment', enrolmentToken],
    queryFn: () => startEnrolment(enrolmentToken),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /api/admin/auth/2fa/confirm: the first code turns 2FA on and signs in. */
export function confirmEnrolment(input: StaffEnrolmentConfirm): Promise<StaffSession> {
  return api.post<StaffSession>('/api/admin/auth/2fa/confirm', input);
}

export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}
