import { Redis } from 'ioredis';
import type { SmsGatewaySimulator } from '../../src/modules/players/messaging/sms-simulator/sms-gateway-simulator.js';
import { testRedisUrl } from '../test-env.js';

/**
 * What a person would read elsewhere during a browser test: the code of the newest SMS the player's phone
 * (the SMS gateway simulator) received, and the captcha a human reads off the image. Codes are never read
 * from the outbox: staff see them masked there, and the real text exists only in the SMS.
 */
export async function latestCodeSentTo(phone: SmsGatewaySimulator, recipientDigits: string): Promise<string> {
  const sms = await phone.waitForSmsTo(recipientDigits, { timeoutMs: 10_000 });
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`the SMS to ${recipientDigits} holds no code: ${sms.text}`);
  return code;
}

export async function captchaAnswer(redisPrefix: string, captchaId: string): Promise<string> {
  const redis = new Redis(testRedisUrl);
  try {
    const answer = await redis.get(`${redisPrefix}:players:captcha:${captchaId}`);
    if (!answer) throw new Error(`no captcha ${captchaId}`);
    return answer;
  } finally {
    redis.disconnect();
  }
}
