import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Launch tokens: 32 random bytes, only their hash kept. A token is bound to one player, one game and one
 * game provider; the in-house token of /api/player-login has neither provider nor game. The wallet calls
 * read them with the call's other facts (ProviderCallsRepository, `game_call_facts`).
 */
@Injectable()
export class LaunchTokensRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async issue(t: {
    providerCode: string | null;
    gameCode: string | null;
    playerId: string;
    username: string;
    expiresAt: Date;
  }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.pool.query(
      `INSERT INTO game_launch_tokens (token_hash, provider_code, game_code, player_id, username, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [hash(token), t.providerCode, t.gameCode, t.playerId, t.username, t.expiresAt],
    );
    return token;
  }
}
