import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { TokenFacts } from '../domain/wallet-decisions.js';

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Launch tokens: 32 random bytes, only their hash kept. A token is bound to one player, one game and one
 * game provider; the in-house token of /api/player-login has neither provider nor game.
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

  /** The provider's token (a token of another provider, or the in-house one, is not found). */
  async find(providerCode: string, token: string): Promise<TokenFacts | undefined> {
    if (token.length > 200) return undefined;
    const { rows } = await this.pool.query<Row>({
      name: 'game-launch-token-find',
      text: `SELECT player_id, username, game_code, expires_at FROM game_launch_tokens WHERE token_hash = $1 AND provider_code = $2`,
      values: [hash(token), providerCode],
    });
    return rows[0] && toFacts(rows[0]);
  }

  /** The newest token this provider got for a username: user/info may name the player without a token. */
  async latestFor(providerCode: string, username: string): Promise<TokenFacts | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT player_id, username, game_code, expires_at FROM game_launch_tokens
       WHERE provider_code = $1 AND lower(username) = lower($2) ORDER BY created_at DESC LIMIT 1`,
      [providerCode, username],
    );
    return rows[0] && toFacts(rows[0]);
  }
}

interface Row {
  player_id: string;
  username: string;
  game_code: string | null;
  expires_at: Date;
}
const toFacts = (r: Row): TokenFacts => ({ playerId: r.player_id, username: r.username, gameCode: r.game_code, expiresAt: r.expires_at });
