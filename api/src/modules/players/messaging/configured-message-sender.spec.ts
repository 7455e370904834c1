import { describe, expect, it } from '@jest/globals';
import { smsBody } from './configured-message-sender.js';

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
