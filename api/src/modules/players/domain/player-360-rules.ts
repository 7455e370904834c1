/**
 * Player 360 (issue 22): the rules for staff's notes and tags, and for linking accounts. Pure: no Nest, no I/O.
 */

export const player360Messages = {
  notFound: 'Player not found.',
  noteBody: 'body must be between 1 and 2000 characters',
  noteAdded: 'Note added.',
  tag: 'tag must be 2 to 32 letters, digits, spaces or - _ .',
  tagAdded: 'Tag added.',
  tagRemoved: 'Tag removed.',
  tagExists: 'The player already has this tag.',
  tagMissing: 'The player does not have this tag.',
} as const;

/** Letters (any script, so Bangla tags work), digits, spaces and - _ . ; starts and ends with a letter or digit. */
export const tagPattern = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M} ._-]{0,30}[\p{L}\p{N}\p{M}])?$/u;

/** A tag as staff typed it, trimmed and with inner runs of spaces made one; undefined when it is not a tag. */
export function normaliseTag(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const tag = text.trim().replace(/\s+/g, ' ');
  return tag.length >= 2 && tag.length <= 32 && tagPattern.test(tag) ? tag : undefined;
}

/** Line breaks and tabs are a note's own; other control characters are not text. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const noteTextPattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** A note's text, trimmed; undefined when empty or longer than 2000 characters, or holding control characters. */
export function noteBodyOf(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const body = text.trim();
  // line breaks and tabs are a note's own; other control characters are not text
  if (!noteTextPattern.test(body)) return undefined;
  return body.length >= 1 && body.length <= 2000 ? body : undefined;
}

/**
 * Linking by IP: an address shared by more players than this is a gateway (a mobile carrier's NAT, an office, a
 * cyber café), not a sign of one person behind several accounts, so it links nobody. Bangladesh's mobile carriers
 * put many subscribers behind one address; the answer names such addresses so staff know they were left out.
 */
export const crowdedIpPlayers = 20;

/** At most this many linked accounts in one answer (the most recently created). */
export const linkedAccountsLimit = 100;
