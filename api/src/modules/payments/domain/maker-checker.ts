/**
 * Maker-checker for finance decisions. Below the threshold one finance user approves; at or above it
 * the first approval only marks the request, and a second, different finance user must confirm.
 */
export type ApprovalStep = { kind: 'settle' } | { kind: 'await_second' } | { kind: 'refused'; reason: 'same_user' | 'needs_first' };

export function approvalStep(input: {
  amountMinor: bigint;
  thresholdMinor: bigint;
  firstApproverId: string | null;
  actorId: string;
  action: 'approve' | 'confirm';
}): ApprovalStep {
  const needsTwo = input.amountMinor >= input.thresholdMinor;
  if (!needsTwo) return { kind: 'settle' };
  if (!input.firstApproverId) return input.action === 'confirm' ? { kind: 'refused', reason: 'needs_first' } : { kind: 'await_second' };
  // the second click of the first approver is refused; any other finance user's approve or confirm settles
  if (input.firstApproverId === input.actorId) return { kind: 'refused', reason: 'same_user' };
  return { kind: 'settle' };
}

export const makerCheckerMessages = {
  same_user: 'A second, different finance user must confirm this request.',
  needs_first: 'This request needs a first approval before it can be confirmed.',
} as const;
