import { Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PoolClient } from 'pg';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { Clock } from '../../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { storageRoot } from '../../../../platform/paths.js';
import { anonymisedValues, decideAnonymise } from '../../domain/anonymise-rules.js';
import { personalDataMessages as m } from '../../domain/personal-data-messages.js';
import { readAccountFacts } from '../../persistence/account-facts.reader.js';

const tableExists = async (db: PoolClient, table: string) =>
  (await db.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [`public.${table}`])).rows[0]!.present;

export type AnonymiseResult = { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; message: string };

/**
 * Anonymises a closed account after the retention period (issue 23): every personal field of the player's
 * rows is replaced by a placeholder, the identity documents, receipts and chat images are deleted from disk,
 * and the ledger is left exactly as it is (events, postings, amounts, balances: `ledger:verify` still passes;
 * the account's money history stays, under a name that no longer says who). Irreversible. One transaction:
 * the checks on the locked player row, every overwrite and the audit row (who, why, what was replaced)
 * commit together, or nothing does.
 */
@Injectable()
export class AnonymisePlayer {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(playerId: string, confirmUsername: string, reason: string, audit: AuditContext): Promise<AnonymiseResult> {
    // No session to end: only a closed (locked) account gets here, and the lock ended every session of it in its
    // own transaction; log-in refuses a locked account, so none was issued since.
    return this.write.run<AnonymiseResult>(audit, async (db) => {
      const now = this.clock.now();
      const facts = await readAccountFacts(db, playerId, now, true);
      if (!facts) return { result: { ok: false, status: 404, message: m.notFound } };
      if (facts.username.toLowerCase() !== confirmUsername.toLowerCase() && !facts.anonymisedAt)
        return { result: { ok: false, status: 422, message: m.confirmMismatch } };
      const verdict = decideAnonymise(facts, now, this.config.PLAYER_DATA_RETENTION_DAYS);
      if (!verdict.ok) return { result: { ok: false, status: 409, message: verdict.message } };

      const replaced = await this.overwrite(db, playerId, audit.actorId!, now);
      // Last, so a refusal or a failed overwrite above deletes nothing: the files go only with a transaction
      // about to commit (should the commit itself fail, the rows point at files already gone: the account
      // stays closed and is anonymised again).
      await this.deleteFiles(playerId, replaced.fileDirs);
      return {
        result: { ok: true, message: m.anonymised },
        entry: {
          action: 'player.anonymise',
          targetKind: 'player',
          targetId: playerId,
          before: { status: facts.status, last_activity_at: facts.lastActivityAt.toISOString(), anonymised_at: null },
          after: {
            username: replaced.username,
            anonymised_at: now.toISOString(),
            reason,
            rows: replaced.counts,
            files_deleted: replaced.files,
          },
        },
      };
    });
  }

  /** Every personal column of the player's rows, replaced; answers what it touched (counts, never values). */
  private async overwrite(db: PoolClient, playerId: string, staffId: string, now: Date) {
    const counts: Record<string, number> = {};
    const run = async (table: string, sql: string, params: unknown[] = [playerId]) => {
      const { rowCount } = await db.query(sql, params);
      counts[table] = (counts[table] ?? 0) + (rowCount ?? 0);
    };
    const username = await this.freeUsername(db, playerId);
    const text = anonymisedValues.text;

    // Directories of files about the player, read before the paths go.
    const { rows: dirs } = await db.query<{ dir: string }>(
      `SELECT DISTINCT d.dir FROM (
         SELECT 'receipts/' || deposit_id::text AS dir FROM deposit_receipts r JOIN deposit_requests q ON q.id = r.deposit_id WHERE q.player_id = $1
         UNION ALL SELECT 'chat/' || id::text FROM chat_conversations WHERE player_id = $1::bigint
       ) d`,
      [playerId],
    );
    const { rows: fileCount } = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM deposit_receipts r JOIN deposit_requests q ON q.id = r.deposit_id WHERE q.player_id = $1)::int
            + (SELECT count(*) FROM kyc_submissions WHERE player_id = $1::bigint)::int * 3
            + (SELECT count(*) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
                WHERE c.player_id = $1::bigint AND m.image_path IS NOT NULL)::int AS n`,
      [playerId],
    );

    // The account: username (unique, kept valid), contacts, name, birth date, sign-up address; the password can
    // never match again (not a valid hash: verification answers no), and the lock reason staff wrote goes too.
    await run(
      'players',
      `UPDATE players SET username = $2, name = '', email = '', phone = '', dofb = NULL, sign_up_ip = NULL,
              password_hash = '!anonymised', lock_reason = $3, phone_verified_at = NULL, email_verified_at = NULL,
              anonymised_at = $5, anonymised_by = $4, updated_at = now()
        WHERE id = $1::bigint`,
      [playerId, username, anonymisedValues.lockReason, staffId, now],
    );
    await run('player_phones', `DELETE FROM player_phones WHERE player_id = $1::bigint`);
    await run('message_outbox', `UPDATE message_outbox SET recipient = '', subject = NULL, body = $2 WHERE player_id = $1::bigint`, [
      playerId,
      text,
    ]);
    await run('auth_sessions', `UPDATE auth_sessions SET ip = NULL, user_agent = NULL WHERE subject_kind = 'player' AND subject_id = $1`);
    // Money records keep amounts, ids, states and times (the ledger's and finance's history); who sent them goes.
    await run('deposit_requests', `UPDATE deposit_requests SET player_username = $2, account_number = '' WHERE player_id = $1`, [
      playerId,
      username,
    ]);
    await run(
      'deposit_receipts',
      `DELETE FROM deposit_receipts WHERE deposit_id IN (SELECT id FROM deposit_requests WHERE player_id = $1)`,
    );
    await run('withdrawal_requests', `UPDATE withdrawal_requests SET player_username = $2, account_number = '' WHERE player_id = $1`, [
      playerId,
      username,
    ]);
    await run('staff_adjustments', `UPDATE staff_adjustments SET player_username = $2 WHERE player_id = $1`, [playerId, username]);
    await run('game_launch_tokens', `UPDATE game_launch_tokens SET username = $2 WHERE player_id = $1`, [playerId, username]);
    await run('crash_bets', `UPDATE crash_bets SET username = $2 WHERE player_id = $1::bigint`, [playerId, username]);
    // Support chat: every message of the player's conversations (an agent's reply may repeat a number), images gone.
    await run('chat_conversations', `UPDATE chat_conversations SET player_username = $2 WHERE player_id = $1::bigint`, [
      playerId,
      username,
    ]);
    await run(
      'chat_messages',
      `UPDATE chat_messages m SET content = $2, image_path = NULL, image_mime = NULL,
              sender_name = CASE WHEN m.sender_kind = 'player' THEN $3 ELSE m.sender_name END
         FROM chat_conversations c WHERE c.id = m.conversation_id AND c.player_id = $1::bigint`,
      [playerId, text, username],
    );
    await run('inbox_messages', `UPDATE inbox_messages SET message_en = $2, message_bn = $2 WHERE player_id = $1::bigint`, [
      playerId,
      text,
    ]);
    await run('kyc_submissions', `DELETE FROM kyc_submissions WHERE player_id = $1::bigint`);
    await run('player_exclusions', `UPDATE player_exclusions SET contact_email = NULL, contact_phones = '{}' WHERE player_id = $1`);
    // Player 360's log-in record (issue 22): when and the outcome stay, the address and browser go.
    if (await tableExists(db, 'player_logins'))
      await run('player_logins', `UPDATE player_logins SET ip = NULL, user_agent = NULL WHERE player_id = $1::bigint`);
    await run(
      'referral_members',
      // a digest of its own, so two anonymised members never look like one phone to the referral checks
      `UPDATE referral_members SET username = $2, ip = NULL, phone_digest = 'anonymised:' || player_id, user_agent_digest = NULL
        WHERE player_id = $1`,
      [playerId, username],
    );
    // the agent or affiliate a player signed up through (issue 21) keeps the link, not the name
    if (await tableExists(db, 'referral_partner_players'))
      await run('referral_partner_players', `UPDATE referral_partner_players SET username = $2 WHERE player_id = $1`, [playerId, username]);
    return {
      username,
      counts,
      files: fileCount[0]!.n,
      fileDirs: [...dirs.map((d) => d.dir), `kyc/${playerId}`],
    };
  }

  /** `anon<id>`, or with a suffix in the unlikely case a player chose that name: usernames stay unique. */
  private async freeUsername(db: PoolClient, playerId: string): Promise<string> {
    const base = anonymisedValues.username(playerId);
    for (let n = 0; ; n += 1) {
      const candidate = n === 0 ? base : `${base}x${n}`;
      const { rowCount } = await db.query(`SELECT 1 FROM players WHERE lower(username) = lower($1) AND id <> $2::bigint`, [
        candidate,
        playerId,
      ]);
      if (!rowCount) return candidate;
    }
  }

  /** Whole directories: a KYC folder also holds the images of earlier submissions a newer one replaced. */
  private async deleteFiles(playerId: string, dirs: string[]): Promise<void> {
    const root = join(storageRoot(this.config.STORAGE_DIR), '.private');
    for (const dir of dirs) {
      if (!/^(kyc|receipts|chat)\/[0-9a-f-]+$/.test(dir)) throw new Error(`refusing to delete ${dir} for player ${playerId}`);
      await rm(join(root, dir), { recursive: true, force: true });
    }
  }
}
