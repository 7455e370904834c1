import type { INestApplication, Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { StaffPermission } from '@khela/contracts';
import { PlayerAuthGuard } from '../../src/modules/auth/index.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from '../../src/modules/backoffice/http/require-permission.js';
import { isStaffRoute } from '../../src/modules/backoffice/http/staff-route.js';

/** Who a route admits, read from its handler's metadata (the same metadata the guards decide by). */
export type RouteAccess =
  | { kind: 'staff'; permission: StaffPermission } // a staff session whose roles grant the permission
  | { kind: 'staff-public' } // staff sign-in steps
  | { kind: 'staff-undeclared' } // a staff route with no permission: refused to everyone
  | { kind: 'player' } // a live player session (PlayerAuthGuard)
  | { kind: 'public' }; // anyone

export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express pattern, e.g. `/api/admin/players/:id`. */
  path: string;
  /** `Controller.method`, for messages. */
  name: string;
  access: RouteAccess;
  /** The `:name` parameters of the path, in order. */
  params: string[];
}

const join = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);

function accessOf(handler: object, controller: Type): RouteAccess {
  const meta = <T>(key: string): T | undefined =>
    (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
  if (isStaffRoute(handler, controller)) {
    if (meta<boolean>(STAFF_PUBLIC)) return { kind: 'staff-public' };
    const permission = meta<StaffPermission>(REQUIRED_PERMISSION);
    return permission ? { kind: 'staff', permission } : { kind: 'staff-undeclared' };
  }
  const guards = [
    ...asGuards(Reflect.getMetadata(GUARDS_METADATA, controller)),
    ...asGuards(Reflect.getMetadata(GUARDS_METADATA, handler)),
  ];
  return guards.some((g) => g === PlayerAuthGuard) ? { kind: 'player' } : { kind: 'public' };
}
const asGuards = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Every HTTP route of the running application, from the controllers Nest registered (so a route added
 * anywhere joins the security suite without anyone listing it), with who may call it.
 */
export function routeTable(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, object>;
      for (const methodName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[methodName]!;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (requestMethod === undefined) continue;
        const method = RequestMethod[requestMethod] as RouteInfo['method'];
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined)) {
          for (const own of asList(Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined)) {
            const path = join(base, own);
            routes.push({
              method,
              path,
              name: `${controller.name}.${methodName}`,
              access: accessOf(handler, controller),
              params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * The routes Express itself will match, as `METHOD path`: the suite checks the Nest table covers them all,
 * so nothing mounted around Nest (by hand on the Express instance) escapes the matrix.
 */
export function expressRoutes(app: INestApplication): string[] {
  const instance = app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] };
  };
  const found: string[] = [];
  for (const layer of instance.router.stack) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') found.push(`${method.toUpperCase()} ${layer.route.path}`);
  }
  return found;
}
