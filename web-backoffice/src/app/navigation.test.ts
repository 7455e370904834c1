import { describe, expect, it } from 'vitest';
import { visibleNav } from './navigation';

const contentPages = ['settings', 'notices', 'sliders', 'promotions', 'catalogue', 'socialLinks', 'marketBlock'];

describe('content navigation', () => {
  it('shows the content editors with content.manage', () => {
    const labels = visibleNav(['session', 'content.manage']).map((item) => item.id);
    expect(labels).toEqual(expect.arrayContaining(['home', ...contentPages]));
  });

  it('hides them without content.manage', () => {
    const labels = visibleNav(['session', 'staff.read', 'audit.read', 'outbox.read']).map((item) => item.id);
    for (const page of contentPages) expect(labels).not.toContain(page);
  });
});

describe('payments navigation', () => {
  it('shows Payments with payments.read, with the pending-count badge', () => {
    const payments = visibleNav(['session', 'payments.read']).find((item) => item.id === 'payments');
    expect(payments).toMatchObject({ to: '/payments', badge: 'pending-payments' });
  });

  it('hides it without payments.read', () => {
    expect(visibleNav(['session', 'players.read', 'outbox.read']).map((item) => item.id)).not.toContain('payments');
  });

  it('shows Reports to finance (payments.read) and hides it without', () => {
    expect(visibleNav(['session', 'players.read', 'payments.read']).map((item) => item.id)).toEqual([
      'home',
      'players',
      'payments',
      'unpaidResettlements',
      'reports',
    ]);
    expect(visibleNav(['session', 'players.read']).map((item) => item.id)).not.toContain('reports');
    // what players owe from corrected exchange results (issue 18): a payments matter, not a trader's
    expect(visibleNav(['session', 'exchange.view', 'exchange.trade']).map((item) => item.id)).not.toContain('unpaidResettlements');
  });
});

describe('payment channels navigation (issue 22)', () => {
  it('shows Withdrawal payouts with payments.approve and Receiving numbers with payments.channels', () => {
    const ids = visibleNav(['session', 'payments.read', 'payments.approve', 'payments.channels']).map((item) => item.id);
    expect(ids).toEqual(['home', 'payments', 'payouts', 'receivingNumbers', 'unpaidResettlements', 'reports']);
  });

  it('hides both from a role that only reads payments (risk)', () => {
    const ids = visibleNav(['session', 'players.read', 'payments.read']).map((item) => item.id);
    expect(ids).not.toContain('payouts');
    expect(ids).not.toContain('receivingNumbers');
  });
});
