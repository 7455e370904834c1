import type { MessageChannel } from '../domain/outbound-messages.js';

export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * Delivers one e-mail or SMS. 'sent': handed to a real transport; 'logged': no transport is configured
 * for the channel (the demo), so the message lives only in the outbox and the log. Throws on failure.
 */
export interface MessageSender {
  deliver(message: OutgoingMessage): Promise<'sent' | 'logged'>;
}

export const MESSAGE_SENDER = Symbol('MESSAGE_SENDER');
