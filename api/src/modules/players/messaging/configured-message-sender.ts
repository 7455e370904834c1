import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

const defaultSmsTemplate = '{"to":"{{to}}","text":"{{text}}"}';

/** JSON-escapes a value for use inside a JSON string literal of the template. */
const jsonInner = (value: string) => JSON.stringify(value).slice(1, -1);

/** Builds the gateway's body from SMS_TEMPLATE: {{to}} and {{text}} replaced, JSON-escaped. */
export function smsBody(template: string, to: string, text: string): string {
  const body = (template || defaultSmsTemplate).replaceAll('{{to}}', jsonInner(to)).replaceAll('{{text}}', jsonInner(text));
  JSON.parse(body); // a template that does not make JSON is a configuration error worth failing loudly on
  return body;
}

/**
 * E-mail through SMTP (nodemailer, SMTP_URL) and SMS through an HTTP gateway (SMS_GATEWAY_URL, body from
 * SMS_TEMPLATE). A channel with no transport configured logs the message, its code masked, instead.
 */
@Injectable()
export class ConfiguredMessageSender implements MessageSender {
  private readonly logger = new Logger('Messaging');
  private transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async deliver(message: OutgoingMessage): Promise<'sent' | 'logged'> {
    if (message.channel === 'email' && this.config.SMTP_URL) {
      this.transporter ??= nodemailer.createTransport(this.config.SMTP_URL);
      await this.transporter.sendMail({
        from: this.config.SMTP_FROM,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
      return 'sent';
    }
    if (message.channel === 'sms' && this.config.SMS_GATEWAY_URL) {
      const response = await fetch(this.config.SMS_GATEWAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: smsBody(this.config.SMS_TEMPLATE, message.recipient, message.body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      return 'sent';
    }
    // No transport for this channel (the demo): nothing reaches the player, and a code never reaches a log.
    this.logger.log(`${message.channel} to ${message.recipient} (no gateway, not delivered): ${message.maskedBody}`);
    return 'logged';
  }
}
