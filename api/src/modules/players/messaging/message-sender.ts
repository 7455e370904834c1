import type { MessageChannel } from '../domain/outbound-messages.js';

export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  /** The real text, for the player only: it goes to the transport and nowhere else. */
  body: string;
  /** The same text with any one-time code masked: what a log line may show. */
  maskedBody: string;
}

/**
 * Delivers one e-mail or SMS. 'sent': handed to a real transport; 'logged': no transport is configured
 * for the channel (the demo), so only the masked text is logged and the player receives nothing. Throws
 * on failure.
 */
export interface MessageSender {
  deliver(message: OutgoingMessage): Promise<'sent' | 'logged'>;
}

export const MESSAGE_SENDER = Symbol('MESSAGE_SENDER');
