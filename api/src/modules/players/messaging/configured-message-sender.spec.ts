import { describe, expect, it } from '@jest/globals';
import { Logger, type LoggerService } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { ConfiguredMessageSender, smsBody } from './configured-message-sender.js';

describe('smsBody', () => {
  it('posts {to, text} by default and fills a custom template with JSON-escaped values', () => {
    expect(JSON.parse(smsBody('', '8801712345678', 'Code "1"'))).toEqual({ to: '8801712345678', text: 'Code "1"' });
    expect(JSON.parse(smsBody('{"msisdn":"{{to}}","message":"{{text}}","sender":"KHELA"}', '01712345678', 'কোড 1\n'))).toEqual({
      msisdn: '01712345678',
      message: 'কোড 1\n',
      sender: 'KHELA',
    });
  });
});

describe('ConfiguredMessageSender without a transport', () => {
  it('logs only the masked text and reports the message as not delivered', async () => {
    const lines: string[] = [];
    const capture: LoggerService = { log: (m: unknown) => lines.push(String(m)), error: () => undefined, warn: () => undefined };
    Logger.overrideLogger(capture);
    try {
      const sender = new ConfiguredMessageSender({ SMTP_URL: '', SMS_GATEWAY_URL: '' } as AppConfig);
      const outcome = await sender.deliver({
        channel: 'sms',
        recipient: '01712345678',
        subject: null,
        body: 'Your Khela verification code is 482913.',
        maskedBody: 'Your Khela verification code is ••••••.',
      });
      expect(outcome).toBe('logged');
      expect(lines).toEqual(['sms to 01712345678 (no gateway, not delivered): Your Khela verification code is ••••••.']);
    } finally {
      Logger.overrideLogger(false);
    }
  });
});
