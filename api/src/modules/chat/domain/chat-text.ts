import { chatMessages } from './chat-messages.js';

/** Longest chat message, in characters (code points). */
export const maxChatMessageLength = 2000;

// C0/C1 controls except tab and newline; bidi overrides and isolates (they can make text read backwards);
// zero-width characters other than the joiners Bangla needs (U+200C, U+200D); the BOM.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const unwanted = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g;
const markup = /<\/?[a-zA-Z][^<>]*>/g;

export type ChatText = { ok: true; text: string } | { ok: false; message: string };

/**
 * A chat message as it is stored: plain text, NFC, Windows and old Mac line ends as `\n`, no control or
 * direction-changing characters, no HTML tags (clients show text, never markup, but a transcript exported
 * or read elsewhere stays harmless), trailing spaces and runs of blank lines trimmed. Empty or only
 * whitespace is refused (spec section 5: such a message is not sent), and so is anything that is not text.
 * `allowEmpty`: a message that carries an image may have no words.
 */
export function sanitiseChatText(raw: unknown, allowEmpty = false): ChatText {
  if (raw === undefined || raw === null) return allowEmpty ? { ok: true, text: '' } : { ok: false, message: chatMessages.empty };
  if (typeof raw !== 'string') return { ok: false, message: chatMessages.empty };
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(unwanted, '')
    .replace(markup, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '' && !allowEmpty) return { ok: false, message: chatMessages.empty };
  if ([...text].length > maxChatMessageLength) return { ok: false, message: chatMessages.tooLong };
  return { ok: true, text };
}

/** A message id or chat id in a path or field: digits only (anything else names nothing). */
export const isChatId = (value: unknown): value is string | number =>
  (typeof value === 'string' && /^\d{1,18}$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
