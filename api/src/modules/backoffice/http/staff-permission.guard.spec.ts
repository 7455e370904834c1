import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { Reflector } from '@nestjs/core';
import type { SessionStore } from '../../auth/index.js';
import type { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './require-permission.js';
import { StaffPermissionGuard } from './staff-permission.guard.js';

const admin = { id: '00000000-0000-4000-8000-000000000001', username: 'admin', displayName: 'A', roles: ['admin'], status: 'active' };

function guardWith(metadata: Record<string, unknown>, account: object | undefined = admin) {
  const reflector = { getAllAndOverride: (key: string) => metadata[key] } as unknown as Reflector;
  const sessions = {
    verify: async (t: string) => (t === 'good' ? { kind: 'staff', id: admin.id, sessionId: 's1' } : null),
  } as unknown as SessionStore;
  const staff = { byId: async () => account } as unknown as StaffUsersRepository;
  return new StaffPermissionGuard(reflector, sessions, staff);
}

/** A request reaching a handler declared at `declared` (controller path, method path), whatever URL it spelled. */
function http(declared: [string, string], token?: string): ExecutionContext {
  const controller = class {};
  const handler = () => undefined;
  Reflect.defineMetadata(PATH_METADATA, declared[0], controller);
  Reflect.defineMetadata(PATH_METADATA, declared[1], handler);
  const req = { header: (name: string) => (name === 'authorization' && token ? `Bearer ${token}` : undefined) };
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
});
