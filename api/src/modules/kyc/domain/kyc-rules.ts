import { formatMoney, type KycStatus } from '@khela/contracts';

/** Where a player's KYC stands, as stored (no row: not submitted). */
export type StoredKycStatus = Exclude<KycStatus, 'not_submitted'>;

/** A staff decision on a player's KYC. */
export type KycDecision = 'approve' | 'reject' | 'request-again';

export const kycMessages = {
  submitted: 'Your documents were received. We will review them shortly.',
  pending: 'Your documents are being reviewed. You can send new ones only after the review.',
  approved: 'Your identity is already verified.',
  missing: 'Upload three images: the front and the back of your national ID, and a selfie.',
  notFound: 'This player has not submitted KYC documents.',
  documentNotFound: 'Document not found.',
  notPending: 'Only a submission waiting for review can be approved or rejected.',
  notRequestable: 'New documents can be asked for only from a pending or approved submission.',
  reviewApproved: 'KYC approved.',
  reviewRejected: 'KYC rejected. The player was told the reason.',
  reviewRequested: 'New documents were requested from the player.',
  reason: 'reason must be 3 to 500 characters',
  ruleAmount: 'withdrawal_over and lifetime_deposits_over must each be null or an amount from 0.00 with up to two decimals',
  uploadUnreadable: 'The upload could not be read. Send multipart/form-data with the fields id_front, id_back and selfie.',
  uploadTooMany: 'Send exactly one image in each of id_front, id_back and selfie.',
  /** The withdrawal veto's refusals: why KYC is needed, and what to do. */
  requiredOverAmount: 'Withdrawals above ৳{{amount}} need a verified identity (KYC). Upload your national ID and a selfie on your profile.',
  requiredOverDeposits:
    'Your deposits have passed ৳{{amount}} in total, so withdrawals now need a verified identity (KYC). Upload your national ID and a selfie on your profile.',
  requiredPending:
    'This withdrawal needs a verified identity (KYC) and your documents are still being reviewed. Please try again after the review.',
} as const;

/** Whether a player in this status may submit documents now: first time, after a rejection, or when asked again. */
export function submissionRefusal(status: StoredKycStatus | undefined): 'pending' | 'approved' | null {
  if (status === 'pending') return 'pending';
  if (status === 'approved') return 'approved';
  return null;
}

/** The status a staff decision leads to from `current`, or why it cannot be taken. */
export function decide(
  current: StoredKycStatus,
  decision: KycDecision,
): { ok: true; next: StoredKycStatus } | { ok: false; message: string } {
  if (decision === 'request-again')
    return current === 'pending' || current === 'approved'
      ? { ok: true, next: 'requested_again' }
      : { ok: false, message: kycMessages.notRequestable };
  if (current !== 'pending') return { ok: false, message: kycMessages.notPending };
  return { ok: true, next: decision === 'approve' ? 'approved' : 'rejected' };
}

/** The admin's rules: null means that rule is off. Minor units. */
export interface KycRuleSet {
  withdrawalOverMinor: bigint | null;
  lifetimeDepositsOverMinor: bigint | null;
}

/**
 * Whether this withdrawal needs an approved KYC, and the message that says why. Pure: the veto passes the
 * rules, the player's status and (only when that rule is on) their credited deposits in total.
 */
export function kycRequirement(
  rules: KycRuleSet,
  facts: { status: StoredKycStatus | undefined; amountMinor: bigint; lifetimeDepositsMinor: bigint | null },
): { required: false } | { required: true; code: string; message: string } {
  if (facts.status === 'approved') return { required: false };
  let message: string | null = null;
  if (rules.withdrawalOverMinor !== null && facts.amountMinor > rules.withdrawalOverMinor)
    message = kycMessages.requiredOverAmount.replace('{{amount}}', formatMoney(rules.withdrawalOverMinor));
  else if (
    rules.lifetimeDepositsOverMinor !== null &&
    facts.lifetimeDepositsMinor !== null &&
    facts.lifetimeDepositsMinor > rules.lifetimeDepositsOverMinor
  )
    message = kycMessages.requiredOverDeposits.replace('{{amount}}', formatMoney(rules.lifetimeDepositsOverMinor));
  if (message === null) return { required: false };
  if (facts.status === 'pending') return { required: true, code: 'kyc_pending', message: kycMessages.requiredPending };
  return { required: true, code: 'kyc_required', message };
}
