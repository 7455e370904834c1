import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { checkProviderKey, keyFingerprint, type ProviderKeyProblem } from '../../domain/provider-key.js';
import {
  GameProvidersRepository,
  type GameProvider,
  type GameProviderListing,
  type ProviderGame,
} from '../../persistence/game-providers.repository.js';

export type ProviderChange = Partial<Pick<GameProvider, 'status' | 'rollbackUnknown' | 'launchUrl'>>;
export type ProviderEdit<T> = { ok: true; value: T } | { ok: false; error: 'not_found' | 'game_not_found' | ProviderKeyProblem };

const notFound = { ok: false, error: 'not_found' } as const;

/** What the audit log keeps of a provider: everything but the key, which shows only as its fingerprint. */
const audited = (p: GameProvider) => ({
  code: p.code,
  name: p.name,
  status: p.status,
  authScheme: p.authScheme,
  keyFingerprint: keyFingerprint(p.authScheme, p.keyMaterial),
  launchUrl: p.launchUrl,
  rollbackUnknown: p.rollbackUnknown,
});

/**
 * Staff changes of game providers: status (a disabled provider's launches are refused and its bets answered
 * RS_ERROR_INVALID_GAME; the wallet reads the row on every call, so it holds from the next call), rollback
 * rule, launch URL, key rotation, and its games on or off. Each one locks the row, writes, and records
 * before and after in the audit log in the same transaction (StaffWrite).
 */
@Injectable()
export class ManageGameProviders {
  constructor(
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  update(code: string, change: ProviderChange, audit: AuditContext): Promise<ProviderEdit<GameProviderListing>> {
    return this.forgetting(
      code,
      this.write.run<ProviderEdit<GameProviderListing>>(audit, async (db) => {
        const current = await this.providers.findForUpdate(db, code);
        if (!current) return { result: notFound };
        const updated = { ...current, ...change };
        await this.providers.save(updated, db);
        return {
          result: { ok: true, value: (await this.providers.list(db, code))[0]! },
          entry: {
            action: 'games.provider.update',
            targetKind: 'game_provider',
            targetId: code,
            before: audited(current),
            after: audited(updated),
          },
        };
      }),
    );
  }

  /**
   * A new HMAC secret or RSA public key; the old one stops verifying at once in this api process, and in
   * any other within `providerCacheMs` (5 s: the wallet calls keep the provider's row that long).
   */
  rotateKey(code: string, scheme: 'rsa' | 'hmac', key: string, audit: AuditContext): Promise<ProviderEdit<GameProviderListing>> {
    return this.forgetting(
      code,
      this.write.run<ProviderEdit<GameProviderListing>>(audit, async (db) => {
        const current = await this.providers.findForUpdate(db, code);
        if (!current) return { result: notFound };
        const checked = checkProviderKey(scheme, key);
        if (!checked.ok) return { result: { ok: false, error: checked.problem } };
        const updated: GameProvider = { ...current, authScheme: scheme, keyMaterial: checked.key };
        await this.providers.save(updated, db);
        return {
          result: { ok: true, value: (await this.providers.list(db, code))[0]! },
          entry: {
            action: 'games.provider.rotate_key',
            targetKind: 'game_provider',
            targetId: code,
            before: audited(current),
            after: audited(updated),
          },
        };
      }),
    );
  }

  /** The provider's cached row (the wallet calls' key) is dropped once the change has committed, too. */
  private async forgetting<T>(code: string, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.providers.forget(code);
    }
  }

  /** Turns one game of the provider's platforms on or off (off: not listed, not launched, its bets refused). */
  setGameEnabled(code: string, gameCode: string, enabled: boolean, audit: AuditContext): Promise<ProviderEdit<ProviderGame>> {
    return this.write.run<ProviderEdit<ProviderGame>>(audit, async (db) => {
      if (!(await this.providers.findForUpdate(db, code))) return { result: notFound };
      const current = await this.providers.gameForUpdate(db, code, gameCode);
      if (!current) return { result: { ok: false, error: 'game_not_found' } };
      await this.providers.setGameEnabled(db, gameCode, enabled);
      const updated = { ...current, enabled };
      return {
        result: { ok: true, value: updated },
        entry: {
          action: 'games.provider.game',
          targetKind: 'game',
          targetId: gameCode,
          before: { provider: code, ...current },
          after: { provider: code, ...updated },
        },
      };
    });
  }

  /**
   * Sets the RTP a game of the provider's platforms states (percent, two places; null: it states none), which
   * the game report shows beside the actual RTP. The value is checked by the DTO (50.00-100.00).
   */
  setStatedRtp(code: string, gameCode: string, statedRtp: string | null, audit: AuditContext): Promise<ProviderEdit<ProviderGame>> {
    return this.write.run<ProviderEdit<ProviderGame>>(audit, async (db) => {
      if (!(await this.providers.findForUpdate(db, code))) return { result: notFound };
      const current = await this.providers.gameForUpdate(db, code, gameCode);
      if (!current) return { result: { ok: false, error: 'game_not_found' } };
      const updated = { ...current, statedRtp: await this.providers.setStatedRtp(db, gameCode, statedRtp) };
      return {
        result: { ok: true, value: updated },
        entry: {
          action: 'games.game.stated_rtp',
          targetKind: 'game',
          targetId: gameCode,
          before: { provider: code, statedRtp: current.statedRtp },
          after: { provider: code, statedRtp: updated.statedRtp },
        },
      };
    });
  }
}
