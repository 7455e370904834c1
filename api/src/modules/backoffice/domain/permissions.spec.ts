import { describe, expect, it } from '@jest/globals';
import { staffPermissions } from '@khela/contracts';
import { grants, permissionsOf, rolePermissions } from './permissions.js';

describe('role -> permission table', () => {
  it('gives admin every permission and every role a session', () => {
    expect(permissionsOf(['admin'])).toEqual([...staffPermissions]);
    for (const role of Object.keys(rolePermissions) as (keyof typeof rolePermissions)[]) expect(grants([role], 'session')).toBe(true);
  });

  it('keeps staff management and the audit log to admin only', () => {
    for (const role of ['finance', 'support', 'content', 'risk', 'trader'] as const) {
      expect(grants([role], 'staff.manage')).toBe(false);
      expect(grants([role], 'staff.read')).toBe(false);
      expect(grants([role], 'audit.read')).toBe(false);
    }
  });

  it('gives support agents the chat console (issue 20), and no other role but admin', () => {
    expect(grants(['support'], 'chat.view') && grants(['support'], 'chat.answer')).toBe(true);
    for (const role of ['finance', 'content', 'risk', 'trader'] as const)
      expect(grants([role], 'chat.view') || grants([role], 'chat.answer')).toBe(false);
  });

  it('gives finance (and admin) the receiving numbers, and no other role (issue 22)', () => {
    expect(grants(['finance'], 'payments.channels') && grants(['admin'], 'payments.channels')).toBe(true);
    for (const role of ['support', 'content', 'risk', 'trader'] as const) expect(grants([role], 'payments.channels')).toBe(false);
  });

  it('gives support (and admin) the KYC review, and the KYC rules to admin only (issue 22)', () => {
    expect(grants(['support'], 'kyc.review') && grants(['admin'], 'kyc.review') && grants(['admin'], 'kyc.rules')).toBe(true);
    for (const role of ['finance', 'content', 'risk', 'trader'] as const) expect(grants([role], 'kyc.review')).toBe(false);
    for (const role of ['finance', 'support', 'content', 'risk', 'trader'] as const) expect(grants([role], 'kyc.rules')).toBe(false);
  });

  it('gives finance, support and risk the internal notes, support and risk the tags, content and traders neither (issue 22)', () => {
    for (const role of ['admin', 'finance', 'support', 'risk'] as const) expect(grants([role], 'players.notes')).toBe(true);
    for (const role of ['admin', 'support', 'risk'] as const) expect(grants([role], 'players.tags')).toBe(true);
    expect(grants(['finance'], 'players.tags')).toBe(false);
    for (const role of ['content', 'trader'] as const)
      expect(grants([role], 'players.notes') || grants([role], 'players.tags')).toBe(false);
  });

  it('gives risk a look at the exchange (bets, liability; issue 18) but trading only to traders (and admin)', () => {
    expect(grants(['risk'], 'exchange.view') && grants(['trader'], 'exchange.view')).toBe(true);
    expect(grants(['risk'], 'exchange.trade')).toBe(false);
    for (const role of ['finance', 'support', 'content'] as const) expect(grants([role], 'exchange.view')).toBe(false);
  });

  it('unions the permissions of several roles', () => {
    expect(permissionsOf(['finance', 'content'])).toEqual(expect.arrayContaining(['payments.approve', 'content.manage']));
    expect(grants(['finance', 'content'], 'outbox.read')).toBe(false);
    expect(grants([], 'session')).toBe(false);
  });
});
