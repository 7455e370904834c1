import { describe, expect, it } from '@jest/globals';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ledgerEventTypes, playerOfLedgerStream, type LedgerEventType } from '@khela/contracts';
import { walletStreamId, type WalletEventType } from '../../modules/wallet/index.js';
import { declareEvents, EventCatalogError, sourceOf } from './event-catalog.js';
import { EVENT_REACTOR, OnEvent, type DeliveredEvent, type ReactorDeclaration } from './on-event.decorator.js';
import { ReactorRegistry, ReactorRegistryError, type FoundReactor } from './reactor-registry.js';
import { toDelivered, type SourceRow } from './event-sources.js';
import { backoffMs } from './relay-tick.js';

declare module './event-catalog.js' {
  interface EventPayloads {
    'unitspec.thing-happened': { thingId: string };
    'unitspec.other-happened': { count: number };
  }
}
declareEvents('unitspec', ['unitspec.thing-happened', 'unitspec.other-happened']);

const registry = () => new ReactorRegistry({} as DiscoveryService, new MetadataScanner());
const found = (where: string, types: string[], name?: string): FoundReactor => ({ where, types, options: name ? { name } : {} });

describe('event catalogue', () => {
  it('knows declared outbox events and every ledger event type, and nothing else', () => {
    expect(sourceOf('unitspec.thing-happened')).toBe('outbox');
    expect(sourceOf('ledger.StakeDebited')).toBe('ledger');
    expect(sourceOf('ledger.NoSuchThing')).toBeUndefined();
    expect(sourceOf('unitspec.never-declared')).toBeUndefined();
  });

  it('refuses badly formed names, names outside the owner, a name two owners claim, and the ledger prefix', () => {
    expect(() => declareEvents('unitspec', ['unitspec.Bad_Name' as never])).toThrow(EventCatalogError);
    expect(() => declareEvents('other', ['unitspec.thing-happened'])).toThrow(/must start with its owner's name "other\."/);
    expect(() => declareEvents('ledger', [])).toThrow(EventCatalogError);
    // the same owner declaring again (a module imported twice) is harmless
    expect(() => declareEvents('unitspec', ['unitspec.thing-happened'])).not.toThrow();
  });

  it("lists exactly the wallet's event types as the ledger's catalogue", () => {
    // compile-time: the two unions are the same set
    const same: [WalletEventType] extends [LedgerEventType] ? ([LedgerEventType] extends [WalletEventType] ? true : false) : false = true;
    const walletTypes: Record<WalletEventType, true> = {
      WalletOpened: true,
      DepositCredited: true,
      WithdrawalHeld: true,
      WithdrawalHoldReleased: true,
      WithdrawalPaidOut: true,
      StakeDebited: true,
      WinCredited: true,
      StakeRolledBack: true,
      ExposureReserved: true,
      ExposureReleased: true,
      ExposureSettled: true,
      ExposureAdjusted: true,
      ExchangeMarketSettled: true,
      ExchangeShortfallCollected: true,
      BonusGranted: true,
      CashRewardCredited: true,
      CashRewardMovedToMain: true,
      VipPointsConverted: true,
      StaffAdjusted: true,
    };
    expect(same).toBe(true);
    expect([...ledgerEventTypes].sort()).toEqual(Object.keys(walletTypes).sort());
  });

  it("gives a ledger event its wallet's player (the stream's format read in one place), an outbox event none", () => {
    expect(playerOfLedgerStream(walletStreamId('42'))).toBe('42');
    expect(playerOfLedgerStream('deposit-42')).toBeUndefined();
    expect(playerOfLedgerStream('wallet-')).toBeUndefined();
    const row: SourceRow = {
      position: '7',
      tx_id: '100',
      event_id: 'ledger-7',
      stream_id: walletStreamId('42'),
      type: 'StakeDebited',
      occurred_at: new Date(0),
      data: { provider: 'sim', transactionId: 't1', amount: '100' },
      meta: {},
    };
    const stake = toDelivered('ledger', row);
    expect(stake).toMatchObject({ type: 'ledger.StakeDebited', playerId: '42', position: 7n });
    const outboxEvent = toDelivered('outbox', { ...row, stream_id: 'wallet-42', type: 'unitspec.thing-happened', event_id: 'x' });
    expect(outboxEvent.playerId).toBeUndefined();
  });
});

describe('@OnEvent', () => {
  class Reactors {
    @OnEvent('unitspec.thing-happened')
    @OnEvent(['unitspec.other-happened', 'ledger.StakeDebited'], { name: 'reactors.both' })
    async both(_event: DeliveredEvent<'unitspec.thing-happened' | 'unitspec.other-happened' | 'ledger.StakeDebited'>): Promise<void> {}
  }

  it('records every type of stacked decorators and the options on the method', () => {
    const declaration = Reflect.getMetadata(EVENT_REACTOR, Reactors.prototype.both) as ReactorDeclaration;
    expect(declaration.types.sort()).toEqual(['ledger.StakeDebited', 'unitspec.other-happened', 'unitspec.thing-happened']);
    expect(declaration.options).toEqual({ name: 'reactors.both' });
  });
});

describe('ReactorRegistry.check', () => {
  it('accepts reactors of declared and ledger types, naming them Class.method unless given a name, split by source', () => {
    const [a, b] = registry().check([
      found('Payments.onThing', ['unitspec.thing-happened', 'ledger.StakeDebited', 'ledger.WinCredited']),
      found('Vip.onOther', ['unitspec.other-happened'], 'vip.points'),
    ]);
    expect(a).toMatchObject({ name: 'Payments.onThing', startAt: 'beginning' });
    expect(Object.fromEntries(a!.sources)).toEqual({ outbox: ['unitspec.thing-happened'], ledger: ['StakeDebited', 'WinCredited'] });
    expect(b!.name).toBe('vip.points');
  });

  it('fails on an event type nobody declared, naming the reactor and the type', () => {
    expect(() => registry().check([found('Turnover.onTypo', ['payments.deposit-aproved'])])).toThrow(ReactorRegistryError);
    expect(() => registry().check([found('Turnover.onTypo', ['payments.deposit-aproved'])])).toThrow(
      /reactor Turnover.onTypo reacts to "payments.deposit-aproved", which no module declares/,
    );
    expect(() => registry().check([found('Ledger.onTypo', ['ledger.StakeDebitted'])])).toThrow(/ledger.StakeDebitted/);
  });

  it('fails on two reactors with one name and on names unfit for keys', () => {
    expect(() =>
      registry().check([found('A.run', ['unitspec.thing-happened'], 'same'), found('B.run', ['unitspec.thing-happened'], 'same')]),
    ).toThrow(/two reactors are named "same" \(A.run and B.run\)/);
    expect(() => registry().check([found('A.run', ['unitspec.thing-happened'], 'has space')])).toThrow(/unusable name/);
  });
});

describe('retry backoff', () => {
  it('doubles from the minimum and stops at the maximum', () => {
    const settings = { retryMinMs: 1000, retryMaxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, settings))).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });
});
