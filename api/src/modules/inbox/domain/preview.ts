/** Spec section 9: the inbox list shows the first 5 words of a message. */
export const previewWords = 5;

/**
 * The list's preview of a message: its first `words` words (any run of white space is one break) and an
 * ellipsis when there were more. Pure, so the player site and the tests share one rule.
 */
export function previewOf(text: string, words = previewWords): string {
  const all = text.trim().split(/\s+/u).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')}…`;
}
