import type { PlayerLoginResponse } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RandomSource } from '../../../../platform/clock/random-source.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { EventOutbox, OutboxSignal, VetoPoint } from '../../../../platform/events/index.js';
import { OpenWalletCommand } from '../../../wallet/index.js';
import { pickLanguage } from '../../domain/outbound-messages.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { newReferralCode } from '../../domain/referral-code.js';
import { playerStream } from '../../events/players-events.js';
import { signUpMessages, type SignUpInput } from '../../domain/sign-up-rules.js';
import { PlayersRepository, type PlayerRecord } from '../../persistence/players.repository.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import '../../vetoes/sign-up-veto.js';
import type { ClientInfo } from '../client-info.js';
import { SessionIssuer } from '../log-in/session-issuer.js';

type SignUpOptions = {
  channel: 'mobile' | 'desktop' | 'seed';
  ip: string | null;
  userAgent?: string | null;
  language: 'en' | 'bn';
  phoneVerified?: boolean;
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Creates a player from validated input, shared by the mobile and desktop sign-ups and the demo seed.
 * The player row and the wallet open together: the row commits only after the wallet opened, so no
 * player is ever left without a wallet.
 */
@Injectable()
export class SignUpService {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @Inject(RandomSource) private readonly random: RandomSource,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(OutboxSignal) private readonly outboxSignal: OutboxSignal,
  ) {}

  async signUp(
    input: SignUpInput,
    channel: 'mobile' | 'desktop',
    client: ClientInfo,
  ): Promise<PlayerResult<{ player: PlayerRecord; login: PlayerLoginResponse }>> {
    // Checked before hashing so a taken name costs no argon2 time; the unique index still decides races.
    if (await this.players.usernameTaken(input.username)) return invalid({ username: [signUpMessages.usernameTaken] });
    // Another module may refuse the phone or e-mail (player protection: one of an excluded player, issue 16).
    const verdict = await this.vetoes.check('players.sign-up', { phone: input.phone, email: input.email });
    if (!verdict.ok) return fail('forbidden', verdict.message);
    const created = await this.create(input, {
      channel,
      ip: client.ip ?? null,
      userAgent: client.userAgent ?? null,
      language: pickLanguage(client.acceptLanguage),
    });
    if (!created.ok) return created;
    const login = await this.sessions.issue(created.player, client);
    return { ok: true, player: created.player, login };
  }

  /**
   * Inserts the player, then opens the wallet; used directly by the demo seed. The wallet is opened after
   * the player's row has committed and its connection is back in the pool, never while holding one:
   * OpenWallet takes connections of its own, and a burst of sign-ups each holding a connection while
   * waiting for another starved the pool until its connect timeout. Should the wallet not open, the new
   * player row is removed again, so a failed sign-up leaves nothing behind.
   */
  async create(input: SignUpInput, options: SignUpOptions): Promise<PlayerResult<{ player: PlayerRecord }>> {
    const passwordHash = await this.hasher.hash(input.password);
    const referredBy = input.referralCode ? ((await this.players.idOfReferralCode(input.referralCode)) ?? null) : null;
    const inserted = await this.insertPlayer(input, options, passwordHash, referredBy);
    if (!inserted.ok) return inserted;
    const { player } = inserted;
    const context = { actor: { kind: 'player' as const, id: player.id }, ...(options.ip ? { ip: options.ip } : {}) };
    let opened: { ok: boolean };
    try {
      opened = await this.commands.execute(new OpenWalletCommand({ playerId: player.id, currency: input.currency }, context));
    } catch (error) {
      await this.players.removeNew(player.id);
      throw error;
    }
    if (!opened.ok) {
      await this.players.removeNew(player.id);
      return fail('conflict', 'Your account could not be opened. Please try again.');
    }
    return { ok: true, player };
  }

  /** The player's row, in its own short transaction (a referral code that collides is drawn again). */
  private async insertPlayer(
    input: SignUpInput,
    options: SignUpOptions,
    passwordHash: string,
    referredBy: string | null,
  ): Promise<PlayerResult<{ player: PlayerRecord }>> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const outcome = await this.players.insert(client, {
          username: input.username,
          passwordHash,
          name: input.name,
          email: input.email,
          phone: input.phone,
          currency: input.currency,
          language: options.language,
          referralCode: newReferralCode((below) => this.random.int(0, below)),
          referredBy,
          agentCode: input.agentCode,
          affiliateCode: input.affiliateCode,
          signUpChannel: options.channel,
          signUpIp: options.ip,
          phoneVerified: options.phoneVerified ?? false,
        });
        if (!outcome.ok && outcome.conflict === 'referral_code') continue;
        if (!outcome.ok) {
          await client.query('ROLLBACK');
          return invalid({ username: [signUpMessages.usernameTaken] });
        }
        // The referral module binds the new player to their referrer from this event (issue 21).
        await this.outbox.append(client, [
          {
            type: 'players.signed-up',
            streamId: playerStream(outcome.player.id),
            data: {
              playerId: outcome.player.id,
              username: outcome.player.username,
              referrerId: referredBy,
              // stored on the row as given; the referral module binds them to an agent or affiliate record
              agentCode: input.agentCode,
              affiliateCode: input.affiliateCode,
              channel: options.channel,
              ip: options.ip,
              phoneDigest: digest(input.phone.replace(/\D/g, '')),
              userAgentDigest: options.userAgent ? digest(options.userAgent) : null,
            },
            meta: { actor: { kind: 'player', id: outcome.player.id }, ...(options.ip ? { ip: options.ip } : {}) },
          },
        ]);
        await client.query('COMMIT');
        this.outboxSignal.appended();
        return { ok: true, player: outcome.player };
      }
      await client.query('ROLLBACK');
      return fail('conflict', 'Your account could not be opened. Please try again.');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
