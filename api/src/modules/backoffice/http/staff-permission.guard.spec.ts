import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { Reflector } from '@nestjs/core';
import { staffPermissions } from '@khela/contracts';
import type { SessionStore } from '../../auth/index.js';
import type { AuditLog, AuditRecord } from '../persistence/audit-log.js';
import type { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './require-permission.js';
import { StaffPermissionGuard } from './staff-permission.guard.js';

const admin = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
  displayName: 'A',
  roles: ['admin'],
  permissions: [...staffPermissions],
  ipAllowlist: [] as string[],
  roleIpAllowlists: [] as { role: string; cidrs: string[] }[],
  status: 'active',
};

const audited: AuditRecord[] = [];

function guardWith(metadata: Record<string, unknown>, account: object | undefined = admin) {
  const reflector = { getAllAndOverride: (key: string) => metadata[key] } as unknown as Reflector;
  const sessions = {
    verify: async (t: string) => (t === 'good' ? { kind: 'staff', id: admin.id, sessionId: 's1' } : null),
  } as unknown as SessionStore;
  const staff = { byId: async () => account } as unknown as StaffUsersRepository;
  const audit = { record: async (_: unknown, entry: AuditRecord) => void audited.push(entry) } as unknown as AuditLog;
  return new StaffPermissionGuard(reflector, sessions, staff, audit);
}

/** A request reaching a handler declared at `declared` (controller path, method path), whatever URL it spelled. */
function http(declared: [string, string], token?: string, ip = '203.0.113.5'): ExecutionContext {
  const controller = class {};
  const handler = () => undefined;
  Reflect.defineMetadata(PATH_METADATA, declared[0], controller);
  Reflect.defineMetadata(PATH_METADATA, declared[1], handler);
  const req = {
    ip,
    method: 'GET',
    url: '/api/admin/me',
    header: (name: string) => (name === 'authorization' && token ? `Bearer ${token}` : undefined),
  };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

describe('StaffPermissionGuard', () => {
  it('refuses an /api/admin route that declares no permission, even to admin (deny by default)', async () => {
    await expect(guardWith({}).canActivate(http(['api/admin', 'anything'], 'good'))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('needs a live staff session of an active account', async () => {
    await expect(guardWith({ [REQUIRED_PERMISSION]: 'session' }).canActivate(http(['api/admin', 'me']))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    await expect(guardWith({ [REQUIRED_PERMISSION]: 'session' }).canActivate(http(['api/admin', 'me'], 'forged'))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    const disabled = { ...admin, status: 'disabled' };
    await expect(
      guardWith({ [REQUIRED_PERMISSION]: 'session' }, disabled).canActivate(http(['api/admin', 'me'], 'good')),
    ).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guardWith({ [REQUIRED_PERMISSION]: 'staff.manage' }).canActivate(http(['api/admin/staff', ''], 'good'))).resolves.toBe(
      true,
    );
  });

  it('decides by the declared route, so no controller or method path spelling opts out', async () => {
    for (const declared of [
      ['API/Admin', 'players'],
      ['/api/admin/', '/players/'],
      ['api', 'admin/players'],
      ['', 'api//admin'],
    ] as const) {
      await expect(guardWith({}).canActivate(http([...declared]))).rejects.toBeInstanceOf(UnauthorizedException);
    }
  });

  it('lets public sign-in steps and non-admin routes through untouched', async () => {
    await expect(guardWith({ [STAFF_PUBLIC]: true }).canActivate(http(['api/admin', 'auth/login']))).resolves.toBe(true);
    await expect(guardWith({}).canActivate(http(['api', 'balance']))).resolves.toBe(true);
    await expect(guardWith({}).canActivate(http(['api', 'administrators']))).resolves.toBe(true);
  });

  it('refuses a member outside their IP allow-list (403, audited once a minute), whatever the permission', async () => {
    audited.length = 0;
    const fenced = { ...admin, ipAllowlist: ['10.0.0.0/8'] };
    const guard = guardWith({ [REQUIRED_PERMISSION]: 'session' }, fenced);
    await expect(guard.canActivate(http(['api/admin', 'me'], 'good', '203.0.113.5'))).rejects.toMatchObject({
      status: 403,
      response: { message: expect.stringContaining('network address'), code: 'ip_not_allowed' },
    });
    await expect(guard.canActivate(http(['api/admin', 'me'], 'good', '203.0.113.5'))).rejects.toBeInstanceOf(ForbiddenException);
    expect(audited).toEqual([expect.objectContaining({ action: 'staff.ip_refused', targetId: admin.id })]);
    await expect(guard.canActivate(http(['api/admin', 'me'], 'good', '10.1.2.3'))).resolves.toBe(true);
  });

  it("grants by the permissions the account's roles hold together, not by role names", async () => {
    const custom = { ...admin, roles: ['finance-junior'], permissions: ['session', 'payments.read'] };
    await expect(guardWith({ [REQUIRED_PERMISSION]: 'payments.read' }, custom).canActivate(http(['api/admin', 'x'], 'good'))).resolves.toBe(
      true,
    );
    await expect(
      guardWith({ [REQUIRED_PERMISSION]: 'payments.approve' }, custom).canActivate(http(['api/admin', 'x'], 'good')),
    ).rejects.toBeInstanceOf(ForbiddenException);
  });
});
