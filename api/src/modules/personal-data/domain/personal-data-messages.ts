/** The English of the module's answers (spec style); Bangla in personal-data-messages.bn.ts. */
export const personalDataMessages = {
  notFound: 'Player not found.',
  reasonLength: 'Give a reason of 3 to 500 characters.',
  confirmUsername: "Type the account's username to confirm.",
  confirmMismatch: "The username typed does not match this account's: nothing was changed.",
  alreadyAnonymised: 'This account is already anonymised.',
  notClosed: 'Only a closed account can be anonymised: lock the account first.',
  exclusionInForce: 'This account has a time-out or self-exclusion in force: its contacts are kept to stop a new account.',
  balanceNotZero: "The account's balance is not zero: every wallet balance must be 0.00 before it is anonymised.",
  retentionNotPassed: 'The retention period has not passed: this account can be anonymised from {{date}}.',
  anonymised: 'The account is anonymised.',
} as const;
