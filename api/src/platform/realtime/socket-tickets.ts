import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { REDIS } from '../redis/redis.module.js';

const lifetimeSeconds = 30;
const digest = (label: string, ticket: string) => createHash('sha256').update(`${label}:${ticket}`).digest();
const keyOf = (ticket: string) => `socket-ticket:${digest('id', ticket).toString('hex')}`;

/**
 * Single-use socket tickets: a signed-in page whose session token it cannot read (the staff session is an
 * HttpOnly cookie scoped to /api/admin, which a socket.io handshake does not carry) asks its API for a ticket
 * and presents it as `auth.ticket` when the socket connects. A ticket stands for the session token for
 * 30 seconds and once only (GETDEL). Redis keeps only the session token encrypted under a key derived from
 * the ticket, and the ticket's hash as the key name: what Redis holds opens no session by itself.
 */
@Injectable()
export class SocketTickets {
  static readonly lifetimeSeconds = lifetimeSeconds;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(sessionToken: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', digest('key', ticket), iv);
    const sealed = Buffer.concat([cipher.update(sessionToken, 'utf8'), cipher.final()]);
    await this.redis.set(keyOf(ticket), Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64'), 'EX', lifetimeSeconds);
    return ticket;
  }

  /** The session token the ticket stands for, or null when it is unknown, expired or already used. */
  async redeem(ticket: string): Promise<string | null> {
    if (!ticket || ticket.length > 100) return null;
    const stored = await this.redis.getdel(keyOf(ticket));
    if (!stored) return null;
    const bytes = Buffer.from(stored, 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', digest('key', ticket), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
