/** KYC (issue 22): the player's identity documents, staff's review and the rules that make it required. */

/** Where a player's KYC stands. `requested_again`: staff asked for new documents (the player may submit again). */
export const kycStatuses = ['not_submitted', 'pending', 'approved', 'rejected', 'requested_again'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** The three images of a submission (multipart field names of POST /api/kyc, and the staff document route's side). */
export const kycDocumentSides = ['id_front', 'id_back', 'selfie'] as const;
export type KycDocumentSide = (typeof kycDocumentSides)[number];

/** GET /api/kyc `data`: the caller's KYC status and staff's reason (rejected or requested again). */
export interface KycStatusView {
  status: KycStatus;
  /** Staff's reason, as they wrote it; null unless rejected or requested again. */
  reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  /** Whether a new submission is accepted now (not while pending or once approved). */
  can_submit: boolean;
}

/** GET /api/kyc */
export interface KycStatusAnswer {
  success: true;
  data: KycStatusView;
}

/** POST /api/kyc (multipart: id_front, id_back, selfie) */
export interface KycSubmitAnswer {
  success: true;
  message: string;
  data: KycStatusView;
}

/** GET /api/admin/kyc/players/{id}: a player's KYC for staff with kyc.review (documents at .../documents/{side}). */
export interface StaffKycView extends KycStatusView {
  player_id: string;
  /** How many times the player has submitted (a new submission replaces a rejected or re-requested one). */
  submissions: number;
  reviewed_by: string | null;
}

/** One pending submission in the KYC queue (GET /api/admin/kyc/queue), oldest first. */
export interface StaffKycQueueItem {
  player_id: string;
  submitted_at: string;
  submissions: number;
}

/** POST /api/admin/kyc/players/{id}/reject and .../request-again */
export interface StaffKycReason {
  reason: string;
}

/** POST /api/admin/kyc/players/{id}/{approve|reject|request-again} */
export interface StaffKycDecisionAnswer {
  message: string;
  kyc: StaffKycView;
}

/**
 * GET/PUT /api/admin/kyc/rules: when a withdrawal needs an approved KYC. Amounts in BDT ("5000.00"); null: that
 * rule is off. A withdrawal above `withdrawal_over`, or any withdrawal once the player's credited deposits in
 * total are above `lifetime_deposits_over`, needs it.
 */
export interface KycRules {
  withdrawal_over: string | null;
  lifetime_deposits_over: string | null;
}

export interface StaffKycRules extends KycRules {
  updated_at: string;
}
