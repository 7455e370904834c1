export const reviewMessages = {
  depositNotFound: 'Deposit request not found.',
  withdrawalNotFound: 'Withdrawal request not found.',
  withdrawalStillHolding: 'This withdrawal is still being set up. Try again in a moment.',
  alreadyRejected: 'This request was already rejected.',
  alreadyApproved: 'This request was already approved.',
  reasonRequired: 'A reason is required.',
  payoutReferenceRequired: 'Enter the payout reference.',
  approving: 'Approved: the deposit is being credited.',
  awaitingSecond: 'Approved once: a second, different finance user must confirm.',
  rejected: 'Rejected.',
  paidOut: 'Approved: the withdrawal is paid out.',
} as const;
