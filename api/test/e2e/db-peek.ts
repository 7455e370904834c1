import { Redis } from 'ioredis';
import pg from 'pg';
import { testRedisUrl } from '../test-env.js';

/**
 * What a person would read elsewhere during a browser test: the SMS that reached the phone (the outbox
 * row, since the demo has no SMS gateway) and the captcha a human reads off the image.
 */
export async function latestCodeSentTo(databaseUrl: string, recipientDigits: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query<{ body: string; recipient: string }>(
        `SELECT body, recipient FROM message_outbox ORDER BY id DESC LIMIT 20`,
      );
      const row = rows.find((r) => r.recipient.replace(/\D/g, '').endsWith(recipientDigits.replace(/\D/g, '').slice(-10)));
      const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no code was sent to ${recipientDigits}`);
  } finally {
    await client.end();
  }
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
