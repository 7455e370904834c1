/** Spec section 9: a promotion's description on the chat page shows at most 100 words. */
export const CHAT_PROMO_WORDS = 100;

/**
 * The first `words` words of a text (tags dropped: a description may be written with markup; any run of
 * white space is one break), with an ellipsis when there were more.
 */
export function cutWords(text: string, words = CHAT_PROMO_WORDS): string {
  const all = text
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .split(/\s+/u)
    .filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}
