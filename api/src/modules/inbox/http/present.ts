import type { InboxMessage } from '@khela/contracts';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { inLanguage } from '../../../platform/i18n/request-language.js';
import type { StoredMessage } from '../persistence/inbox-messages.repository.js';

/** A stored message as the spec's calls answer it, in the request's language. */
export const presentMessage = (m: StoredMessage, language: Language): InboxMessage => ({
  id: Number(m.id),
  title: inLanguage(language, m.titleEn, m.titleBn),
  message: inLanguage(language, m.messageEn, m.messageBn),
  created_at: m.createdAt.toISOString(),
  is_read: m.read,
});
