/** What staff may record on the review queue: a note, a call made, or a message sent to the player. */
export const reviewActions = ['note', 'message', 'call'] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const reviewTextLength = { min: 3, max: 1000 } as const;

/** The review queue's answers (Bangla in harm-review-messages.bn.ts). */
export const harmReviewMessages = {
  action: 'Choose what to record: a note, a message or a call.',
  text: 'Write 3 to 1000 characters.',
  day: 'Choose a day as YYYY-MM-DD.',
  recorded: 'Recorded in the player’s responsible gaming history.',
} as const;

/** Reads a review action: its kind and its text (trimmed), or the message naming the first problem. */
export function readReviewAction(input: { action?: unknown; text?: unknown }): { action: ReviewAction; text: string } | string {
  if (typeof input.action !== 'string' || !reviewActions.includes(input.action as ReviewAction)) return harmReviewMessages.action;
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (text.length < reviewTextLength.min || text.length > reviewTextLength.max) return harmReviewMessages.text;
  return { action: input.action as ReviewAction, text };
}
