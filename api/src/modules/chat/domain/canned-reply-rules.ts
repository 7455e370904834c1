import { chatMessages } from './chat-messages.js';
import { sanitiseChatText } from './chat-text.js';

export interface CannedReplyFields {
  title: string;
  bodyEn: string;
  bodyBn: string;
}

/** A canned reply as written by staff: a title of 1-80 characters and the reply in both languages, sanitised like a message. */
export function readCannedReply(input: { title?: unknown; body_en?: unknown; body_bn?: unknown }): CannedReplyFields | string {
  const title = sanitiseChatText(input.title);
  const en = sanitiseChatText(input.body_en);
  const bn = sanitiseChatText(input.body_bn);
  if (!title.ok || !en.ok || !bn.ok || [...title.text].length > 80) return chatMessages.cannedInvalid;
  return { title: title.text, bodyEn: en.text, bodyBn: bn.text };
}
