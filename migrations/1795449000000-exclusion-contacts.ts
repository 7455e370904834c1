import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16): the excluded player's contacts in canonical form (player-protection
 * domain/contact-aliases.ts: Gmail dots and googlemail.com, '+tag', case, a Bangladeshi mobile in any of
 * its written forms), written with the exclusion in its transaction, so a sign-up with an alias is
 * refused through an index instead of a scan. The backfill repeats those rules in SQL as they stand today
 * (a migration is frozen; later rows are written by the application's function).
 */
export class ExclusionContacts1795449000000 implements MigrationInterface {
  name = 'ExclusionContacts1795449000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE player_exclusions ADD COLUMN contact_email text, ADD COLUMN contact_phones text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      WITH contacts AS (
        SELECT x.player_id,
               lower(trim(p.email)) AS email,
               ARRAY(SELECT p.phone UNION SELECT pp.phone FROM player_phones pp WHERE pp.player_id = p.id) AS phones
          FROM player_exclusions x JOIN players p ON p.id::text = x.player_id
      ), split AS (
        SELECT player_id, phones,
               CASE WHEN position('@' IN email) > 1 THEN regexp_replace(email, '@[^@]*$', '') END AS local,
               CASE WHEN position('@' IN email) > 1 THEN regexp_replace(email, '^.*@', '') END AS domain,
               email
          FROM contacts
      ), canonical AS (
        SELECT player_id, phones, email, local,
               CASE domain WHEN 'googlemail.com' THEN 'gmail.com' ELSE domain END AS domain
          FROM split
      ), untagged AS (
        SELECT player_id, phones, email, domain,
               CASE WHEN local ~ '^[^+]+\\+' THEN regexp_replace(local, '\\+.*$', '') ELSE local END AS local
          FROM canonical
      )
      UPDATE player_exclusions x SET
        contact_email = CASE
          WHEN u.local IS NULL OR u.domain = '' THEN u.email
          WHEN u.domain = 'gmail.com' AND replace(u.local, '.', '') <> '' THEN replace(u.local, '.', '') || '@gmail.com'
          ELSE u.local || '@' || u.domain END,
        contact_phones = ARRAY(
          SELECT DISTINCT CASE WHEN d ~ '^(880|0)?1[3-9][0-9]{8}$' THEN '0' || substring(d FROM '(1[3-9][0-9]{8})$') ELSE d END
            FROM unnest(u.phones) AS raw(phone),
                 LATERAL (SELECT regexp_replace(regexp_replace(raw.phone, '[\\s\\-.()]', '', 'g'), '^(\\+|00)', '') AS d) AS digits
           WHERE raw.phone IS NOT NULL)
        FROM untagged u WHERE u.player_id = x.player_id`);
    await q.query(`CREATE INDEX player_exclusions_contact_email ON player_exclusions (contact_email)`);
    await q.query(`CREATE INDEX player_exclusions_contact_phones ON player_exclusions USING gin (contact_phones)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE player_exclusions DROP COLUMN contact_phones, DROP COLUMN contact_email`);
  }
}
