import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Browser } from 'playwright-core';
import type { Pool } from 'pg';
import { ManualClock } from '../../src/platform/clock/clock.js';
import { DB_POOL } from '../../src/platform/database/database.module.js';
import { EventOutbox, OutboxSignal } from '../../src/platform/events/index.js';
import { dhakaDate, dhakaDayBounds } from '../../src/modules/referral/domain/dhaka-day.js';
import { PayReferralRewardsJob } from '../../src/modules/referral/jobs/pay-referral-rewards.job.js';
import { ReferralMembersRepository } from '../../src/modules/referral/persistence/referral-members.repository.js';
import { ReferralRewardRunsRepository } from '../../src/modules/referral/persistence/referral-reward-runs.repository.js';
import { ReferralRewardsRepository } from '../../src/modules/referral/persistence/referral-rewards.repository.js';
import { CreditDepositCommand, DebitStakeCommand } from '../../src/modules/wallet/index.js';
import { launchBrowser, signInStaff, watchErrors } from '../browser.js';
import { waitFor } from '../ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';
import pg from 'pg';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * Issue 21: three friends sign up with demoplayer1's code from one IP in a day: the third is held as an IP
 * cluster; risk staff see it on the back-office Referral page and release it; a friend bets and the day's reward run
 * pays demoplayer1: risk reads demoplayer1's downline tree, the run, and finds the reward's run (desktop and phone,
 * English and Bangla); admin sees the VIP levels' rates and changes one.
 */
describe('back-office referral and VIP pages', () => {
  let db: TestDatabase;
  let app: TestApp;
  let browser: Browser;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { SERVE_WEB: 'true', SEED_DEMO: 'true' } });
    browser = await launchBrowser();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('risk releases an IP-cluster referral; admin changes a VIP level rate', async () => {
    const login = (await (
      await fetch(`${app.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
      })
    ).json()) as { token: string };
    const { referral_code: code } = (await (
      await fetch(`${app.url}/api/user/show`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json()) as { referral_code: string };
    const stem = Date.now().toString(36).slice(-6);
    for (const n of [1, 2, 3]) {
      const res = await fetch(`${app.url}/api/v1/create-players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `bo${stem}${n}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          name: `Friend ${n}`,
          phone: `0171${String(5000000 + n * 7919).padStart(7, '0')}`,
          email: `bo${stem}${n}@example.com`,
          currency: 'BDT',
          referral_code: code,
        }),
      });
      expect(res.status).toBe(201);
    }
    await waitFor(async () => (await sql.query(`SELECT 1 FROM referral_members WHERE status = 'held'`)).rowCount === 1);

    const risk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await risk.newPage();
    const errors = watchErrors(page);
    await signInStaff(page, app.url, 'risk1');
    await page.waitForURL(/\/backoffice\/?$/);
    await page.goto(`${app.url}/backoffice/referral`);
    const row = page.locator('[data-testid^="held-"]');
    await row.getByText('IP cluster').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/backoffice-referral-en.png`, fullPage: true });
    await row.getByRole('button', { name: 'Release' }).click();
    await page.getByText(`bo${stem}3 released; 0.00 BDT paid to the referrer.`).waitFor();
    await page.getByText('No referrals are held.').waitFor();

    // the first friend bets 10,000 BDT; the day's run pays demoplayer1 0.20% of it (20.00)
    const ids = await sql.query<{ id: string; username: string }>(
      `SELECT id::text, username FROM players WHERE username IN ('demoplayer1', $1) ORDER BY username = 'demoplayer1' DESC`,
      [`bo${stem}1`],
    );
    const [referrerId, friendId] = [ids.rows[0]!.id, ids.rows[1]!.id];
    const commands = app.app.get(CommandBus);
    const system = { actor: { kind: 'system', id: 'e2e' } } as const;
    await commands.execute(
      new CreditDepositCommand({ playerId: friendId, depositId: `bo-ref-${friendId}`, channel: 'bkash', amount: 2_000_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: friendId, provider: 'sim', transactionId: `bo-ref-${stem}`, amount: 1_000_000n }, system),
    );
    const today = dhakaDate(new Date());
    const job = new PayReferralRewardsJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(ReferralMembersRepository),
      app.app.get(ReferralRewardsRepository),
      app.app.get(EventOutbox),
      app.app.get(OutboxSignal),
      new ManualClock(new Date(dhakaDayBounds(today).end.getTime() + 40 * 60_000)),
      app.app.get(ReferralRewardRunsRepository),
    );
    expect((await job.run({ day: today })).paidMinor).toBe(2_000n);
    const runId = (await sql.query<{ id: string }>(`SELECT id::text FROM referral_reward_runs WHERE players_paid = 1`)).rows[0]!.id;

    // risk (reports.read) reads the downline tree, the run, and which run paid the reward; desktop and phone, en and bn
    for (const [viewport, name] of [
      [{ width: 1366, height: 900 }, 'desktop'],
      [{ width: 390, height: 844 }, 'phone'],
    ] as const) {
      for (const lang of ['en', 'bn'] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate((l) => localStorage.setItem('khela-backoffice-lang', l), lang);
        await page.goto(`${app.url}/backoffice/referral`);
        const en = lang === 'en';
        await page.getByLabel(en ? 'Player id' : 'খেলোয়াড় আইডি').fill(referrerId);
        await page.getByRole('button', { name: en ? 'Show' : 'দেখুন', exact: true }).click();
        const friendRow = page.getByTestId(`downline-${friendId}`);
        await friendRow.getByText('10000.00').waitFor();
        await expect(friendRow.textContent()).resolves.toContain('20.00');
        await page
          .getByText(en ? 'demoplayer1 (#' : 'demoplayer1 (#', { exact: false })
          .first()
          .waitFor();
        expect(await page.locator('[data-testid^="downline-"]').count()).toBe(3);
        const runRow = page.getByTestId(`reward-run-${runId}`);
        await runRow.getByText('20.00').waitFor();
        await page.getByLabel(en ? 'Reward id' : 'রিওয়ার্ড আইডি').fill(`referral-${today}-${referrerId}`);
        await page.getByRole('button', { name: en ? 'Find' : 'খুঁজুন', exact: true }).click();
        await page
          .getByText(
            en ? `referral-${today}-${referrerId} was paid by run #${runId}` : `referral-${today}-${referrerId} পরিশোধ করেছে রান #${runId}`,
          )
          .waitFor();
        await expect(runRow.getAttribute('class')).resolves.toBe('referral-run--found');
        if (shots) await page.screenshot({ path: `${shots}/backoffice-referral-reports-${name}-${lang}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'en'));
    expect(errors).toEqual([]);
    await risk.close();

    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await signInStaff(admin, app.url, 'admin');
    await admin.waitForURL(/\/backoffice\/?$/);
    await admin.goto(`${app.url}/backoffice/vip`);
    const expert = admin.getByTestId('vip-level-expert-1');
    await expert.getByLabel('Expert I: weekly cash-back percent').fill('1.50');
    await expert.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Expert I: saved.').waitFor();
    if (shots) {
      await admin.screenshot({ path: `${shots}/backoffice-vip-en.png`, fullPage: true });
      await admin.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'bn'));
      for (const path of ['vip', 'referral']) {
        await admin.goto(`${app.url}/backoffice/${path}`);
        await admin.locator('h1').waitFor();
        await admin.waitForTimeout(500);
        await admin.screenshot({ path: `${shots}/backoffice-${path}-bn.png`, fullPage: true });
      }
    }
    // admin switches weekly rewards on with a level-2 share, creates an affiliate on the page; a player signs up
    // with its code (as the /affiliate landing sends it) and plays; the record's players and commission show, en and bn
    await admin.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'en'));
    await admin.goto(`${app.url}/backoffice/referral`);
    const weekly = admin.getByRole('group', { name: 'Weekly rewards (Monday to Sunday, Dhaka)' });
    await weekly.getByLabel('Pay rewards for this period').check();
    await weekly.getByLabel('Weekly rewards (Monday to Sunday, Dhaka): Tier 1: level 2 share in percent').fill('0.10');
    await admin.getByRole('button', { name: 'Save', exact: true }).first().click();
    await admin.getByText('Referral settings saved.').waitFor();
    const partners = admin.getByRole('region', { name: 'Agents and affiliates' });
    await partners.getByLabel('Name').fill('Cricket tips blog');
    await partners.getByLabel('Code').fill(`blog${stem}`);
    await partners.getByLabel('Share (%)').fill('10');
    await partners.getByRole('button', { name: 'Create' }).click();
    await admin.getByText(`Cricket tips blog created with code BLOG${stem.toUpperCase()}.`).waitFor();
    const fan = await fetch(`${app.url}/api/v1/create-players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `fan${stem}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        name: 'Blog reader',
        phone: '01719999123',
        email: `fan${stem}@example.com`,
        currency: 'BDT',
        affiliate_code: `blog${stem}`,
      }),
    });
    expect(fan.status).toBe(201);
    const fanId = ((await fan.json()) as { remote_id: string }).remote_id;
    await waitFor(async () => (await sql.query(`SELECT 1 FROM referral_partner_players WHERE player_id = $1`, [fanId])).rowCount === 1);
    await commands.execute(
      new CreditDepositCommand({ playerId: fanId, depositId: `fan-${stem}`, channel: 'bkash', amount: 300_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: fanId, provider: 'sim', transactionId: `fan-${stem}`, amount: 150_000n }, system),
    );
    const blogRow = admin.getByTestId(`partner-BLOG${stem.toUpperCase()}`);
    await admin.reload();
    await blogRow.getByRole('button', { name: 'Players' }).click();
    await admin
      .getByTestId('partner-totals')
      .getByText('1 players · turnover 1500.00 BDT · net gaming revenue 1500.00 BDT · deposits 3000.00 BDT · commission due 150.00 BDT')
      .waitFor();
    if (shots) await admin.screenshot({ path: `${shots}/backoffice-referral-partners-en.png`, fullPage: true });
    await admin.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'bn'));
    await admin.reload();
    await admin.getByTestId(`partner-BLOG${stem.toUpperCase()}`).getByRole('button', { name: 'খেলোয়াড়' }).click();
    await admin.getByTestId('partner-totals').getByText('প্রাপ্য কমিশন 150.00 টাকা', { exact: false }).waitFor();
    await admin.getByRole('group', { name: 'সাপ্তাহিক রিওয়ার্ড (সোমবার থেকে রবিবার, ঢাকা)' }).waitFor();
    if (shots) await admin.screenshot({ path: `${shots}/backoffice-referral-partners-bn.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    if (shots) await admin.screenshot({ path: `${shots}/backoffice-referral-partners-bn-phone.png`, fullPage: true });
    await admin.evaluate(() => localStorage.setItem('khela-backoffice-lang', 'en'));
    const partnerAudit = await sql.query(
      `SELECT action FROM staff_audit_log WHERE action IN ('referral.settings_changed', 'referral.partner_created') ORDER BY id`,
    );
    expect(partnerAudit.rows).toEqual([{ action: 'referral.settings_changed' }, { action: 'referral.partner_created' }]);

    const audit = await sql.query(
      `SELECT action FROM staff_audit_log WHERE action IN ('referral.released', 'vip.level_changed') ORDER BY id`,
    );
    expect(audit.rows).toEqual([{ action: 'referral.released' }, { action: 'vip.level_changed' }]);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
