import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PromotionItem } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { SessionStore } from '../auth/index.js';
import { GetPromotionQuery } from './index.js';
import { QueryBus } from '@nestjs/cqrs';
import { promotionMessages } from './domain/promotion-terms.js';
import { hangBound } from '../../../test/test-env.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * Audit finding 5: bonus money under control. A content user saved a 1000% bonus with x0 turnover on
 * an active promotion. Now: bounds on every money term (400, nothing written), and a change of a live
 * promotion's money terms waits for a finance user, who approves (applied, audited before and after)
 * or rejects (nothing applied); content cannot approve, nor can the maker.
 */
describe('promotions: money bounds and finance maker-checker', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let content: string;
  let finance: string;
  let admin: string;
  let adminId: string;
  let seq = 0;

  const call = async (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const staff = async (username: string, roles: string[]) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', $2) RETURNING id::text`,
      [`${username}-${prefix.slice(-5)}`, roles],
    );
    return { id: rows[0]!.id, token: (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token };
  };
  const promotionRow = async (id: number) =>
    (
      await pool.query(
        `SELECT status, deposit_bonus_percent::float AS percent, max_bonus_minor::text AS max_bonus, min_deposit_minor::text AS min_deposit,
                turnover_multiplier::float AS multiplier, name
           FROM promotions WHERE id = $1`,
        [id],
      )
    ).rows[0] as Json;
  const audits = async (action: string, id: number) =>
    (
      await pool.query(`SELECT actor_username, before, after FROM staff_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`, [
        action,
        String(id),
      ])
    ).rows as Json[];
  const terms = {
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    categories: [1],
    deposit_bonus_percent: 100,
    max_bonus: '10000.00',
    min_deposit: '500.00',
    turnover_multiplier: 3,
  };
  /** An inactive promotion made by content, then made live with finance's approval. */
  const livePromotion = async (): Promise<number> => {
    seq += 1;
    const created = await call('POST', '/api/admin/content/promotions', content, { name: `Welcome ${seq}`, ...terms, status: 'active' });
    expect(created.status).toBe(201);
    const approved = await call('POST', `/api/admin/promotion-changes/${created.body.pending_change.id}/approve`, finance);
    expect(approved.status).toBe(200);
    return created.body.id as number;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = app.app.get(DB_POOL);
    content = (await staff('promo-content', ['content'])).token;
    finance = (await staff('promo-finance', ['finance'])).token;
    const a = await staff('promo-admin', ['admin']);
    admin = a.token;
    adminId = a.id;
  }, hangBound(60_000));

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await clearRedisPrefix(prefix);
  });

  it('terms out of bounds are a 400 with field messages (English and Bangla) and nothing is written', async () => {
    const before = Number((await pool.query(`SELECT count(*) FROM promotions`)).rows[0].count);
    const cases: [Json, string, string][] = [
      [{ deposit_bonus_percent: 1000 }, 'deposit_bonus_percent', promotionMessages.percent],
      [{ deposit_bonus_percent: 12.345 }, 'deposit_bonus_percent', promotionMessages.percent],
      [{ turnover_multiplier: 0 }, 'turnover_multiplier', promotionMessages.multiplier],
      [{ turnover_multiplier: 51 }, 'turnover_multiplier', promotionMessages.multiplier],
      [{ max_bonus: '50000.01' }, 'max_bonus', promotionMessages.maxBonus],
      [{ max_bonus: '-1.00' }, 'max_bonus', promotionMessages.maxBonus],
      [{ max_bonus: '0.00' }, 'max_bonus', promotionMessages.maxBonusRequired],
      [{ min_deposit: '25000.01' }, 'min_deposit', promotionMessages.minDeposit],
      // 100% of a 20,000.00 minimum is 20,000.00: above a 10,000.00 cap every deposit would be capped
      [{ min_deposit: '20000.00' }, 'max_bonus', promotionMessages.capBelowMinimum],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/admin/content/promotions', content, { name: 'Out of bounds', ...terms, ...change });
      expect({ change, status: res.status, errors: res.body.errors?.[field] }).toEqual({ change, status: 400, errors: [message] });
    }
    const bangla = await call(
      'POST',
      '/api/admin/content/promotions',
      content,
      { name: 'x', ...terms, deposit_bonus_percent: 1000 },
      {
        'accept-language': 'bn',
      },
    );
    expect(bangla.body.errors.deposit_bonus_percent).toEqual(['ডিপোজিট বোনাস ০ থেকে ২০০ শতাংশের মধ্যে হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর।']);
    expect(Number((await pool.query(`SELECT count(*) FROM promotions`)).rows[0].count)).toBe(before);

    // the audit's exact request: 1000% with x0 turnover on a live promotion
    const id = await livePromotion();
    const attack = await call('PATCH', `/api/admin/content/promotions/${id}`, content, {
      deposit_bonus_percent: 1000,
      turnover_multiplier: 0,
    });
    expect(attack.status).toBe(400);
    expect(Object.keys(attack.body.errors).sort()).toEqual(['deposit_bonus_percent', 'turnover_multiplier']);
    expect(await promotionRow(id)).toMatchObject({ percent: 100, multiplier: 3 });
    expect((await pool.query(`SELECT 1 FROM promotion_changes WHERE promotion_id = $1 AND status = 'pending'`, [id])).rows).toEqual([]);
  });

  it('a content change of a live promotion money terms waits; text applies at once; finance approves and it applies, audited', async () => {
    const id = await livePromotion();
    const saved = await call('PATCH', `/api/admin/content/promotions/${id}`, content, {
      name: 'Welcome, renamed',
      deposit_bonus_percent: 150,
      max_bonus: '15000.00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Welcome, renamed',
      deposit_bouns: 100,
      max_bonus: '10000.00',
      pending_change: {
        status: 'pending',
        before: { deposit_bonus_percent: 100, max_bonus: '10000.00' },
        after: { deposit_bonus_percent: 150, max_bonus: '15000.00' },
        requested_by: { username: expect.stringMatching(/^promo-content/) },
      },
    });
    // not applied: players and the deposit code still see the approved terms
    expect(await promotionRow(id)).toMatchObject({ name: 'Welcome, renamed', percent: 100, max_bonus: '1000000' });
    const view = await app.app.get(QueryBus).execute(new GetPromotionQuery(id));
    expect(view).toMatchObject({ depositBonusPercent: 100, maxBonusMinor: 1000000n });
    expect(((await (await fetch(`${app.url}/api/promotions/${id}`)).json()) as PromotionItem).deposit_bouns).toBe(100);

    // finance sees it waiting; content may not decide; finance approves
    const changeId = saved.body.pending_change.id as string;
    const waiting = await call('GET', '/api/admin/promotion-changes?status=pending', finance);
    expect(waiting.body.data.map((c: Json) => c.id)).toContain(changeId);
    expect((await call('GET', '/api/admin/promotion-changes', content)).status).toBe(403);
    expect((await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, content)).status).toBe(403);
    expect(await promotionRow(id)).toMatchObject({ percent: 100 });
    const approved = await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, finance);
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: promotionMessages.approved,
        change: { status: 'approved', decided_by: { username: expect.stringMatching(/^promo-finance/) } },
      },
    });
    expect(await promotionRow(id)).toMatchObject({ percent: 150, max_bonus: '1500000', multiplier: 3 });
    expect((await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, finance)).status).toBe(409);

    const [request] = await audits('content.promotion.change_request', id).then((rows) => rows.slice(-1));
    expect(request).toMatchObject({
      actor_username: expect.stringMatching(/^promo-content/),
      before: { deposit_bonus_percent: 100, max_bonus: '10000.00' },
      after: { deposit_bonus_percent: 150, max_bonus: '15000.00', change_id: changeId },
    });
    const [approval] = await audits('content.promotion.change_approve', id).then((rows) => rows.slice(-1));
    expect(approval).toMatchObject({
      actor_username: expect.stringMatching(/^promo-finance/),
      before: { depositBonusPercent: 100, maxBonus: '10000.00', change_id: changeId },
      after: { depositBonusPercent: 150, maxBonus: '15000.00', name: 'Welcome, renamed' },
    });
  });

  it('rejecting applies nothing; a newer request supersedes a waiting one; deactivating applies at once but going live again waits', async () => {
    const id = await livePromotion();
    const first = await call('PATCH', `/api/admin/content/promotions/${id}`, content, { turnover_multiplier: 1 });
    const second = await call('PATCH', `/api/admin/content/promotions/${id}`, content, { turnover_multiplier: 2 });
    expect(second.body.pending_change.after).toEqual({ turnover_multiplier: 2 });
    const old = await call('POST', `/api/admin/promotion-changes/${first.body.pending_change.id}/approve`, finance);
    expect(old).toMatchObject({ status: 409, body: { message: promotionMessages.changeDecided } });
    expect(
      (await call('POST', `/api/admin/promotion-changes/${second.body.pending_change.id}/reject`, finance, { reason: 'no' })).status,
    ).toBe(400);
    const rejected = await call('POST', `/api/admin/promotion-changes/${second.body.pending_change.id}/reject`, finance, {
      reason: 'Turnover too low for a 100% bonus',
    });
    expect(rejected.body).toMatchObject({
      message: promotionMessages.rejected,
      change: { status: 'rejected', reject_reason: 'Turnover too low for a 100% bonus' },
    });
    expect(await promotionRow(id)).toMatchObject({ multiplier: 3 });
    expect(await audits('content.promotion.change_reject', id)).toHaveLength(1);

    // the bypass the audit would try next: deactivate, edit, reactivate
    expect((await call('PATCH', `/api/admin/content/promotions/${id}`, content, { status: 'inactive' })).body.status).toBe('inactive');
    expect(
      (await call('PATCH', `/api/admin/content/promotions/${id}`, content, { deposit_bonus_percent: 200, max_bonus: '50000.00' })).status,
    ).toBe(200);
    const again = await call('PATCH', `/api/admin/content/promotions/${id}`, content, { status: 'active' });
    expect(again.body).toMatchObject({
      status: 'inactive',
      pending_change: { after: { status: 'active', deposit_bonus_percent: 200, max_bonus: '50000.00', turnover_multiplier: 3 } },
    });
    expect((await fetch(`${app.url}/api/promotions/${id}`)).status).toBe(404);
  });

  it('the maker cannot approve their own change, even as admin; another approver can', async () => {
    const id = await livePromotion();
    const asked = await call('PATCH', `/api/admin/content/promotions/${id}`, admin, { min_deposit: '1000.00' });
    const changeId = asked.body.pending_change.id as string;
    expect(asked.body.pending_change.requested_by.id).toBe(adminId);
    expect(await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, admin)).toMatchObject({
      status: 409,
      body: { message: promotionMessages.sameUser },
    });
    expect(await promotionRow(id)).toMatchObject({ min_deposit: '50000' });
    expect((await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, finance)).status).toBe(200);
    expect(await promotionRow(id)).toMatchObject({ min_deposit: '100000' });
  });
});
