import type { KycStatusView, StaffKycView } from '@khela/contracts';
import { submissionRefusal } from '../domain/kyc-rules.js';
import type { KycSubmission } from '../persistence/kyc-submissions.repository.js';

/** The player's view of their KYC (no row: not submitted). Staff's reason shows only for a rejection or a request. */
export function presentKyc(row: KycSubmission | undefined): KycStatusView {
  if (!row) return { status: 'not_submitted', reason: null, submitted_at: null, reviewed_at: null, can_submit: true };
  return {
    status: row.status,
    reason: row.status === 'rejected' || row.status === 'requested_again' ? row.reason : null,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    can_submit: submissionRefusal(row.status) === null,
  };
}

export function presentStaffKyc(row: KycSubmission): StaffKycView {
  return { ...presentKyc(row), player_id: row.playerId, submissions: row.submissions, reviewed_by: row.reviewedBy };
}
