/** The English of the slot's own refusals (Bangla: slot-messages.bn.ts); shared refusals come from betMessages. */
export const slotMessages = {
  tooSoon: 'Spins are at least 2.5 seconds apart. Please wait a moment and spin again.',
} as const;
