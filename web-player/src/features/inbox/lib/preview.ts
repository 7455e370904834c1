/** Spec section 9: the inbox list shows the first 5 words of a message. */
export const PREVIEW_WORDS = 5;

/** The list's preview: the first `words` words (any run of white space is one break), and an ellipsis when there were more. */
export function previewOf(text: string, words = PREVIEW_WORDS): string {
  const all = text.trim().split(/\s+/u).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')}…`;
}
