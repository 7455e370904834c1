import { describe, expect, it } from '@jest/globals';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { allow, refuse, Veto, VETO, VetoPoint, VetoRegistryError, vetoUnavailable } from './veto-point.js';

const point = () => new VetoPoint({} as DiscoveryService, new MetadataScanner());
const stake = { playerId: 'p1', amount: '10000', currency: 'BDT', provider: 'RTG' };

describe('VetoPoint', () => {
  it('allows when no veto is registered for the action', async () => {
    const vetoes = point();
    vetoes.register([]);
    expect(await vetoes.check('wallet.stake', stake)).toEqual({ ok: true });
  });

  it('answers the first refusal as a value, naming the veto, in name order; later vetoes are not asked', async () => {
    const asked: string[] = [];
    const vetoes = point();
    vetoes.register([
      { action: 'wallet.stake', where: 'B.limits', decide: () => (asked.push('B'), refuse('limit_reached', 'Daily stake limit reached.')) },
      { action: 'wallet.stake', where: 'A.allows', decide: async () => (asked.push('A'), allow) },
      { action: 'wallet.stake', where: 'C.never', decide: () => (asked.push('C'), refuse('other', 'Other.')) },
    ]);
    expect(vetoes.namesFor('wallet.stake')).toEqual(['A.allows', 'B.limits', 'C.never']);
    expect(await vetoes.check('wallet.stake', stake)).toEqual({
      ok: false,
      code: 'limit_reached',
      message: 'Daily stake limit reached.',
      vetoedBy: 'B.limits',
    });
    expect(asked).toEqual(['A', 'B']);
  });

  it('refuses (fails closed) when a veto throws, still as a value', async () => {
    const vetoes = point();
    vetoes.register([
      {
        action: 'payments.deposit-request',
        where: 'Protection.check',
        decide: () => {
          throw new Error('database gone');
        },
      },
    ]);
    expect(await vetoes.check('payments.deposit-request', { playerId: 'p1', amount: '500000', currency: 'BDT', method: 'bkash' })).toEqual({
      ok: false,
      ...vetoUnavailable,
      vetoedBy: 'Protection.check',
    });
  });

  it('rethrows a veto that could not reach a backing service (an outage: 503, retried), rather than refusing for good', async () => {
    const vetoes = point();
    const outage = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    vetoes.register([
      {
        action: 'payments.deposit-request',
        where: 'Protection.check',
        decide: () => {
          throw outage;
        },
      },
    ]);
    await expect(
      vetoes.check('payments.deposit-request', { playerId: 'p1', amount: '500000', currency: 'BDT', method: 'bkash' }),
    ).rejects.toBe(outage);
  });

  it('fails boot on a veto for an action nobody declared, and on two vetoes with one name', () => {
    expect(() => point().register([{ action: 'wallet.stakee', where: 'X.y', decide: () => allow }])).toThrow(VetoRegistryError);
    expect(() =>
      point().register([
        { action: 'wallet.stake', where: 'X.y', name: 'same', decide: () => allow },
        { action: 'exchange.order', where: 'Z.y', name: 'same', decide: () => allow },
      ]),
    ).toThrow(/two vetoes are named "same"/);
  });

  it('@Veto records the action on the method', () => {
    class Limits {
      @Veto('exchange.order', { name: 'limits.exchange' })
      check(): typeof allow {
        return allow;
      }
    }
    expect(Reflect.getMetadata(VETO, Limits.prototype.check)).toEqual({ action: 'exchange.order', name: 'limits.exchange' });
  });
});
