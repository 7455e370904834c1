import { describe, expect, it } from 'vitest';
import { visibleNav } from './navigation';

const contentPages = ['Site settings', 'Notices', 'Sliders', 'Promotions', 'Catalogue', 'Social links', 'Market block'];

describe('content navigation', () => {
  it('shows the content editors with content.manage', () => {
    const labels = visibleNav(['session', 'content.manage']).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['Home', ...contentPages]));
  });

  it('hides them without content.manage', () => {
    const labels = visibleNav(['session', 'staff.read', 'audit.read', 'outbox.read']).map((item) => item.label);
    for (const page of contentPages) expect(labels).not.toContain(page);
  });
});

describe('payments navigation', () => {
  it('shows Payments with payments.read, with the pending-count badge', () => {
    const payments = visibleNav(['session', 'payments.read']).find((item) => item.label === 'Payments');
    expect(payments).toMatchObject({ to: '/payments', badge: 'pending-payments' });
  });

  it('hides it without payments.read', () => {
    expect(visibleNav(['session', 'players.read', 'outbox.read']).map((item) => item.label)).not.toContain('Payments');
  });

  it('shows Reports to finance (payments.read) and hides it without', () => {
    expect(visibleNav(['session', 'players.read', 'payments.read']).map((item) => item.label)).toEqual([
      'Home',
      'Players',
      'Payments',
      'Reports',
    ]);
    expect(visibleNav(['session', 'players.read']).map((item) => item.label)).not.toContain('Reports');
  });
});
