import { describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { EventDetail, ExchangeUnpaidResettlementList, FancyBet } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import type { DeliveredEvent, ReactorContext } from '../../platform/events/index.js';
import { toDelivered, type SourceRow } from '../../platform/events/event-sources.js';
import { CreditDepositCommand, GrantBonusCommand, HoldForWithdrawalCommand, PayOutHeldCommand } from '../wallet/index.js';
import { CollectOnCredit } from './commands/collect-shortfall/collect-on-credit.js';
import { SettleMarket } from './commands/settle-market/settle-market.js';
import type { MainCreditType } from './domain/unpaid-collection.js';
import { CollectUnpaidReactor } from './events/collect-unpaid.reactor.js';
import { UnpaidResettlementVeto } from './vetoes/unpaid-resettlement.veto.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(180_000));

/**
 * A corrected result that takes back winnings the player has already withdrawn (issue 18): main pays what it
 * holds and never goes below zero, the rest is recorded as owed (the exchange's receivable in the ledger, a row
 * finance sees) and the player is told, the player's withdrawals are refused until it is collected, the settle
 * job again moves nothing; money reaching main (two credits at once) is collected automatically, a credit
 * event delivered again collects nothing more, finance collects the rest by hand with automatic collection
 * off, the player is told it is paid, and the ledger verifies.
 */
describe('exchange: a resettlement the player cannot pay', () => {
  const seed = 'unpaid';
  const x = useExchangeApp({ seed, tag: 'xu' });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const system = { actor: { kind: 'system' as const, id: 'xu-test' } };

  const openLine = async (): Promise<FancyBet> => {
    const feed = x.app.app.get(SimulatedExchangeFeed);
    for (let ms = plan.startMs + 60_000; ms < plan.startMs + 60 * 60_000; ms += 1_000) {
      feed.emitAt(ms);
      const line = ((await x.event(plan.eventId)) as EventDetail).fancy2.find(
        (f) => f.tab === 'fancy' && f.suspended === 0 && f.ball_running === 0 && f.yes_rate === 100,
      );
      if (line) return line;
    }
    throw new Error('no open fancy line');
  };
  // money in without a deposit's turnover requirement, so a withdrawal meets only the rule under test
  const fund = (p: FixturePlayer, id: string, amount: bigint) =>
    x.app.app
      .get(CommandBus)
      .execute(new GrantBonusCommand({ playerId: p.id, grantId: id, amount, to: 'main', reason: 'test funds' }, system));
  const unpaidRows = async (playerId: string) =>
    (
      await x.sql.query<{ owed: string; recovered: string; cleared: boolean; version: number }>(
        `SELECT owed::text, recovered::text, cleared_at IS NOT NULL AS cleared, version FROM exchange_unpaid_resettlements WHERE player_id = $1`,
        [playerId],
      )
    ).rows;
  const receivable = async () =>
    BigInt(
      (
        await x.sql.query<{ total: string | null }>(
          `SELECT sum(p.amount)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
            WHERE a.owner_kind = 'house' AND a.kind = 'provider' AND a.owner_id = 'exchange-receivable'`,
        )
      ).rows[0]!.total ?? '0',
    );
  const bkashId = async () => {
    await x.app.app.get(DemoPaymentMethodsSeed).seed();
    return (await x.sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`)).rows[0]!
      .id;
  };
  let keySeq = 0;
  /** A staff money move: a new Idempotency-Key per decision (a repeat of one key answers the first result). */
  const collect = async (token: string, path: string, language?: string, key = `collect-${x.prefix}-${++keySeq}-key`) => {
    const res = await fetch(`${x.app.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const phoneOf = async (playerId: string) =>
    (await x.sql.query<{ phone: string }>(`SELECT phone FROM players WHERE id = $1`, [playerId])).rows[0]!.phone;

  it('takes what main holds, records the rest as owed, refuses withdrawals until finance has collected it', async () => {
    const line = await openLine();
    const a = await x.makePlayer(0n);
    await fund(a, `fund1-${a.id}`, 500_000n); // 5,000.00
    const bystander = await x.makePlayer(500_000n);

    // Yes 1,000.00 at 100: wins 1,000.00 at the Yes line
    const placed = await x.call(a.token, 'POST', '/api/exchange/fancy-bets', {
      event_id: plan.eventId,
      fancy_id: line.id,
      side: 'yes',
      line: line.yes,
      rate: 100,
      stake: '1000.00',
      idempotency_key: `xu-${x.prefix}-1`,
    });
    expect(placed.status).toBe(200);
    const trader = await x.staffToken('trader');
    const finance = await x.staffToken('finance');
    const risk = await x.staffToken('risk');
    const marketId = `fancy:${line.id}`;
    const resultPath = `/api/admin/exchange/events/${plan.eventId}/fancy/${line.id}/result`;
    const settledAt = (version: number) =>
      waitFor(
        async () =>
          (await x.sql.query(`SELECT 1 FROM exchange_market_results WHERE market_id = $1 AND settled_version = $2`, [marketId, version]))
            .rowCount === 1,
        hangBound(30_000),
      );
    expect((await x.call(trader, 'POST', resultPath, { outcome: 'runs', runs: line.yes, reason: 'Session done.' })).status).toBe(200);
    await settledAt(1);
    expect(await x.balances(a.id)).toMatchObject({ main: 600_000n, exposure: 0n });
    // nothing owed: the unpaid-resettlement veto lets a withdrawal through (held, then paid out: the money has left)
    const commands = x.app.app.get(CommandBus);
    expect(
      (await commands.execute(new HoldForWithdrawalCommand({ playerId: a.id, withdrawalId: `w-${a.id}`, amount: 550_000n }, system))).ok,
    ).toBe(true);
    expect(
      (await commands.execute(new PayOutHeldCommand({ playerId: a.id, withdrawalId: `w-${a.id}`, channel: 'bkash' }, system))).ok,
    ).toBe(true);
    expect(await x.balances(a.id)).toMatchObject({ main: 50_000n, held: 0n });

    // the scorer corrects the session under the line: the Yes lost; 2,000.00 comes back (the win and the stake)
    expect(
      (await x.call(trader, 'POST', resultPath, { outcome: 'runs', runs: line.no - 1, reason: 'Scorer corrected the session.' })).status,
    ).toBe(200);
    await settledAt(2);
    // main paid the 500.00 it held, never below zero; 1,500.00 is owed, booked to the exchange's receivable
    expect(await x.balances(a.id)).toMatchObject({ main: 0n, exposure: 0n });
    expect(await unpaidRows(a.id)).toEqual([{ owed: '150000', recovered: '0', cleared: false, version: 2 }]);
    expect(await receivable()).toBe(-150_000n);
    expect((await x.sql.query(`SELECT settle_error FROM exchange_market_results WHERE market_id = $1`, [marketId])).rows[0]).toEqual({
      settle_error: null,
    });
    const negative = await x.sql.query(
      `SELECT 1 FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id WHERE a.owner_kind = 'player' AND b.balance < 0`,
    );
    expect(negative.rowCount).toBe(0);
    // the player's P&L record is the corrected one: the bet lost its stake
    const pnl = await x.sql.query<{ pnl: string }>(`SELECT pnl::text FROM exchange_settlements WHERE market_id = $1 AND player_id = $2`, [
      marketId,
      a.id,
    ]);
    expect(pnl.rows).toEqual([{ pnl: '-100000' }]);

    // the job again moves nothing and records nothing twice
    expect(await x.app.app.get(SettleMarket).settle(marketId)).toEqual({ settled: false, reason: 'already_settled' });
    expect(await unpaidRows(a.id)).toHaveLength(1);
    expect(await x.balances(a.id)).toMatchObject({ main: 0n });

    // finance (and risk) see it; traders do not (a money matter)
    const listPath = '/api/admin/exchange/unpaid-resettlements';
    const listed = await x.call(finance, 'GET', listPath);
    expect(listed.status).toBe(200);
    const list = listed.body as ExchangeUnpaidResettlementList;
    expect(list.outstanding).toEqual({ BDT: '1500.00' });
    expect(list.items).toEqual([
      expect.objectContaining({
        playerId: a.id,
        marketId,
        version: 2,
        owed: '1500.00',
        recovered: '0.00',
        recoveredAuto: '0.00',
        outstanding: '1500.00',
        clearedAt: null,
      }),
    ]);
    expect((await x.call(risk, 'GET', listPath)).status).toBe(200);
    expect((await x.call(trader, 'GET', listPath)).status).toBe(403);
    expect((await x.call(a.token, 'GET', listPath)).status).toBe(401);
    expect(await x.call(finance, 'GET', `${listPath}?status=paid`)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'status must be open, cleared or all' }),
    });
    expect((await x.call(finance, 'GET', `${listPath}?status=cleared`)).body.items).toEqual([]);

    // money reports count the correction as it is received: the 1,000.00 paid out, 500.00 of the 2,000.00 back so far
    const dhakaDay = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);
    const exchangeReported = async () =>
      (await x.call(finance, 'GET', `/api/admin/reports?from=${dhakaDay(Date.now() - 86_400_000)}&to=${dhakaDay(Date.now())}`)).body.totals
        .exchange as string;
    expect(await exchangeReported()).toBe('-500.00');

    // the player is told what they owe (inbox, en + bn)
    const owedMessages = async (title: string) =>
      (
        await x.sql.query<{ title_bn: string; message_en: string; message_bn: string }>(
          `SELECT title_bn, message_en, message_bn FROM inbox_messages WHERE player_id = $1::bigint AND title_en = $2 ORDER BY id`,
          [a.id, title],
        )
      ).rows;
    await waitFor(async () => (await owedMessages('Amount owed from a corrected exchange result')).length === 1, hangBound(30_000));
    expect(await owedMessages('Amount owed from a corrected exchange result')).toEqual([
      {
        title_bn: 'সংশোধিত এক্সচেঞ্জ ফলাফলের পাওনা',
        message_en: expect.stringContaining('৳1500.00 is still owed. It is collected from your main wallet as money arrives there'),
        message_bn: expect.stringContaining('এখনো ৳১৫০০.০০ পাওনা।'),
      },
    ]);

    // money in: two credits to main at the same moment (two credit events): collected automatically (reactor
    // exchange.collect-unpaid), 700.00 of the 1,500.00, main to 0 and never below
    const id = list.items[0]!.id;
    const collectionsOf = async () =>
      (
        await x.sql.query<{ source: string; amount: string; source_event_id: string | null; ledger_position: string | null }>(
          `SELECT source, amount::text, source_event_id, ledger_position::text FROM exchange_unpaid_collections WHERE unpaid_id = $1 ORDER BY id`,
          [id],
        )
      ).rows;
    await Promise.all([fund(a, `fund2-${a.id}`, 40_000n), fund(a, `fund2b-${a.id}`, 30_000n)]);
    await waitFor(async () => (await unpaidRows(a.id))[0]!.recovered === '70000', hangBound(30_000));
    expect(await x.balances(a.id)).toMatchObject({ main: 0n });
    const auto = await collectionsOf();
    expect(auto.length).toBeGreaterThanOrEqual(1);
    expect(auto.every((c) => c.source === 'auto' && /^ledger-\d+$/.test(c.source_event_id ?? '') && c.ledger_position !== null)).toBe(true);
    expect(auto.reduce((sum, c) => sum + BigInt(c.amount), 0n)).toBe(70_000n);
    expect(await receivable()).toBe(-80_000n);
    // main is empty: finance has nothing to collect by hand (bn)
    const collectPath = `${listPath}/${id}/collect`;
    expect(await collect(finance, collectPath, 'bn')).toEqual({
      status: 409,
      body: { message: 'খেলোয়াড়ের মূল ব্যালেন্স 0.00: এখন আদায় করার কিছু নেই।' },
    });

    // automatic collection off (EXCHANGE_UNPAID_AUTO_COLLECT=false): the next 600.00 stays in main
    const collector = x.app.app.get(CollectOnCredit);
    collector.enabled = false;
    const funded = await fund(a, `fund3-${a.id}`, 60_000n);
    if (!funded.ok) throw new Error(funded.message);
    await waitFor(
      async () =>
        (
          await x.sql.query(
            `SELECT 1 FROM event_reactor_checkpoints WHERE reactor = 'exchange.collect-unpaid' AND source = 'ledger' AND position >= $1`,
            [funded.position],
          )
        ).rowCount === 1,
      hangBound(30_000),
    );
    expect(await x.balances(a.id)).toMatchObject({ main: 60_000n, held: 0n });
    // a withdrawal is refused while anything is owed (en + bn), nothing held
    const methodId = await bkashId();
    const phone = await phoneOf(a.id);
    const withdraw = (amount: string, language?: string) =>
      x.call(a.token, 'POST', '/api/submit-withdraw', { amount, account_number: phone, payment_id: methodId, provider: 'bKash' }, language);
    expect(await withdraw('500')).toEqual({
      status: 403,
      body: expect.objectContaining({
        message: 'You owe 800.00 from a corrected exchange result. Withdrawals open again once it is paid; please contact support.',
      }),
    });
    expect((await withdraw('500', 'bn')).body.message).toBe(
      'সংশোধিত এক্সচেঞ্জ ফলাফলের কারণে আপনার কাছে 800.00 পাওনা আছে। এটি পরিশোধ হলে আবার উত্তোলন করা যাবে; অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
    );
    expect(await x.balances(a.id)).toMatchObject({ main: 60_000n, held: 0n });

    // a credit event delivered again (automatic collection back on) collects nothing more, though main holds 600.00
    collector.enabled = true;
    const reactor = x.app.app.get(CollectUnpaidReactor);
    for (const c of auto) {
      const { rows } = await x.sql.query<SourceRow>(
        `SELECT position::text, '0' AS tx_id, 'ledger-' || position AS event_id, stream_id, type, occurred_at, data, meta
           FROM ledger_events WHERE position = $1`,
        [c.source_event_id!.slice('ledger-'.length)],
      );
      await reactor.collect(
        toDelivered('ledger', rows[0]!) as DeliveredEvent<MainCreditType>,
        { reactor: 'exchange.collect-unpaid' } as ReactorContext,
      );
    }
    expect(await unpaidRows(a.id)).toEqual([{ owed: '150000', recovered: '70000', cleared: false, version: 2 }]);
    expect(await x.balances(a.id)).toMatchObject({ main: 60_000n });
    collector.enabled = false;

    // finance collects what main holds by hand; traders and risk may not
    expect((await collect(trader, collectPath)).status).toBe(403);
    expect((await collect(risk, collectPath)).status).toBe(403);
    // without an Idempotency-Key nothing runs
    expect((await x.call(finance, 'POST', collectPath)).status).toBe(400);
    const firstKey = `collect-${x.prefix}-first-key`;
    const first = await collect(finance, collectPath, undefined, firstKey);
    expect(first).toEqual({
      status: 200,
      body: {
        message: 'Collected 600.00 from the player’s main balance; 200.00 is still owed.',
        collected: '600.00',
        item: expect.objectContaining({ id, recovered: '1300.00', recoveredAuto: '700.00', outstanding: '200.00', clearedAt: null }),
      },
    });
    expect(await x.balances(a.id)).toMatchObject({ main: 0n });
    // the same decision again (a double click) answers the first result and moves nothing
    expect(await collect(finance, collectPath, undefined, firstKey)).toEqual(first);

    // automatic collection on again; a deposit of 1,000.00 pays the last 200.00 and clears it
    collector.enabled = true;
    const deposited = await commands.execute(
      new CreditDepositCommand({ playerId: a.id, depositId: `dep2-${a.id}`, channel: 'bkash', amount: 100_000n }, system),
    );
    if (!deposited.ok) throw new Error(deposited.message);
    await waitFor(async () => (await unpaidRows(a.id))[0]!.cleared, hangBound(30_000));
    expect(await unpaidRows(a.id)).toEqual([{ owed: '150000', recovered: '150000', cleared: true, version: 2 }]);
    expect(await x.balances(a.id)).toMatchObject({ main: 80_000n });
    expect((await collectionsOf()).map((c) => [c.source, c.amount, c.source_event_id])).toEqual([
      ...auto.map((c) => ['auto', c.amount, c.source_event_id]),
      ['staff', '60000', null],
      ['auto', '20000', `ledger-${deposited.position}`],
    ]);
    expect(await collect(finance, collectPath)).toEqual({ status: 409, body: { message: 'This resettlement is already paid in full.' } });
    expect((await x.call(finance, 'GET', listPath)).body).toEqual({ items: [], outstanding: {}, total: 0 });
    expect((await x.call(finance, 'GET', `${listPath}?status=cleared`)).body.items).toEqual([
      expect.objectContaining({ id, recovered: '1500.00', recoveredAuto: '900.00', outstanding: '0.00' }),
    ]);
    expect(await receivable()).toBe(0n);
    // the player is told it is paid (en + bn), and withdraws again
    await waitFor(async () => (await owedMessages('Amount owed is paid')).length === 1, hangBound(30_000));
    expect(await owedMessages('Amount owed is paid')).toEqual([
      {
        title_bn: 'পাওনা পরিশোধ হয়েছে',
        message_en: 'The ৳1500.00 you owed from a corrected exchange result is paid in full. Withdrawals are open again.',
        message_bn: 'সংশোধিত এক্সচেঞ্জ ফলাফলের ৳১৫০০.০০ পাওনা পুরো পরিশোধ হয়েছে। আবার উত্তোলন করা যাবে।',
      },
    ]);
    // all collected: the report has the corrected result, the house won the 1,000.00 stake
    expect(await exchangeReported()).toBe('1000.00');
    // nothing owed: the veto lets withdrawals through again (this one waits for the deposit's turnover instead)
    expect(await x.app.app.get(UnpaidResettlementVeto).check({ playerId: a.id } as never)).toEqual({ ok: true });
    expect((await withdraw('500')).body.message).toBe('Please complete your turnover and try again.');

    // bad ids: 400 with the field's words, an unknown one 404
    expect((await collect(finance, `${listPath}/nope/collect`)).body.message).toBe('id must be the unpaid resettlement’s id');
    expect((await collect(finance, `${listPath}/00000000-0000-4000-8000-000000000000/collect`)).status).toBe(404);

    // audited, with before and after
    const audit = await x.sql.query<{ action: string }>(
      `SELECT action FROM staff_audit_log WHERE action = 'exchange.unpaid_resettlement_collected' AND target_id = $1 ORDER BY id`,
      [a.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(await x.balances(bystander.id)).toMatchObject({ main: 500_000n });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
