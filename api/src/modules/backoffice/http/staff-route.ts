import { PATH_METADATA } from '@nestjs/common/constants.js';

/** Where every staff route is declared: controllers under it are the back-office's, whatever module owns them. */
export const staffPathPrefix = 'api/admin';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
const pathsOf = (target: object): string[] => {
  const declared = Reflect.getMetadata(PATH_METADATA, target) as string | string[] | undefined;
  return (Array.isArray(declared) ? declared : [declared ?? '']).map(trimSlashes);
};

const known = new WeakMap<object, boolean>();

/**
 * True when the handler's DECLARED route (controller path + method path, from Nest's metadata) lies under
 * /api/admin. Authorisation and audit key on this, never on the URL a request spelled: Express may match
 * `/API/Admin/...` or `/api/admin/x/` to the same handler, but the handler's declaration does not change.
 * Case-insensitive on purpose, so a controller declared `API/admin` cannot opt out either.
 */
export function isStaffRoute(handler: object, controller: object): boolean {
  let answer = known.get(handler);
  if (answer === undefined) {
    const full = pathsOf(controller).flatMap((base) => pathsOf(handler).map((path) => [base, path].filter(Boolean).join('/')));
    answer = full.some((path) => {
      const lower = trimSlashes(path.replace(/\/{2,}/g, '/')).toLowerCase();
      return lower === staffPathPrefix || lower.startsWith(`${staffPathPrefix}/`);
    });
    known.set(handler, answer);
  }
  return answer;
}
