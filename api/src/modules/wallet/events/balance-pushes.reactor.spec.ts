import { describe, expect, it } from '@jest/globals';
import { EVENT_REACTOR, type ReactorDeclaration } from '../../../platform/events/on-event.decorator.js';
import { balancePushedByReactor } from '../domain/balance-pushes.js';
import { BalancePushesReactor } from './balance-pushes.reactor.js';

describe('BalancePushesReactor', () => {
  it('follows exactly the ledger events whose command leaves the push to it, from now on', () => {
    const declared = Reflect.getMetadata(EVENT_REACTOR, BalancePushesReactor.prototype.push) as ReactorDeclaration;
    expect([...declared.types].sort()).toEqual(balancePushedByReactor.map((type) => `ledger.${type}`).sort());
    expect(declared.options).toEqual({ name: 'wallet.balance-pushes', startAt: 'now' });
  });
});
