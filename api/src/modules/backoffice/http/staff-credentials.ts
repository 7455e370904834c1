import { ForbiddenException } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * How a staff session travels (README, "Staff sessions").
 *
 * The back-office keeps no token in JavaScript: sign-in sets `khela_staff_session`, HttpOnly, SameSite=Strict,
 * Path=/api/admin, Secure over https and in production, so a script on the site (the player site shares the
 * origin) cannot read it, and a browser sends it only to the staff API. A cookie is sent on its own, so every
 * cookie-authenticated write also proves it comes from the back-office's own page: it echoes the readable
 * `khela_staff_csrf` cookie in an `X-CSRF-Token` header (double submit), which another site cannot read or set.
 * The CSRF value is a hash of the session token: bound to one session, and telling nothing about the token.
 *
 * API clients and tests send `Authorization: Bearer <token>` instead (a browser never adds that header on its
 * own, so it needs no CSRF token); they read the token from the sign-in answer's Set-Cookie.
 */
export const staffSessionCookie = 'khela_staff_session';
export const staffCsrfCookie = 'khela_staff_csrf';
export const csrfHeader = 'x-csrf-token';
/** Where the browser sends the session cookie: the staff API only, never the player site's pages or API. */
export const staffSessionCookiePath = '/api/admin';
/** The CSRF cookie must be readable by the back-office's pages (/backoffice) and sent to /api/admin. */
const csrfCookiePath = '/';

export const csrfRefused = 'The security token of this request is missing or wrong. Reload the back office and try again.';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie of the request's Cookie header, undefined when absent or not decodable. */
function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The CSRF token of a session: bound to it, and no way back to the session token. */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`khela-staff-csrf:${sessionToken}`).digest('base64url');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The staff session token a request carries: an `Authorization: Bearer` header, else the session cookie.
 * A cookie-authenticated write (anything but GET, HEAD, OPTIONS) without the right `X-CSRF-Token` is refused
 * with 403 here, before anything runs.
 */
export function staffSessionToken(req: Request): string | undefined {
  const header = req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const token = cookieValue(req, staffSessionCookie);
  if (!token) return undefined;
  if (!safeMethods.has(req.method)) {
    const echoed = req.header(csrfHeader) ?? '';
    const cookie = cookieValue(req, staffCsrfCookie) ?? '';
    if (!echoed || !sameText(echoed, cookie) || !sameText(echoed, csrfTokenOf(token))) {
      throw new ForbiddenException({ message: csrfRefused });
    }
  }
  return token;
}

function cookieOptions(req: Request, production: boolean): CookieOptions {
  return { secure: req.secure || production, sameSite: 'strict' };
}

/** Hands a new staff session to the browser: the HttpOnly session cookie and its readable CSRF cookie. */
export function setStaffSessionCookies(
  req: Request,
  res: Response,
  session: { token: string; expiresAt: Date },
  production: boolean,
): void {
  const options = { ...cookieOptions(req, production), expires: session.expiresAt };
  res.cookie(staffSessionCookie, session.token, { ...options, httpOnly: true, path: staffSessionCookiePath });
  res.cookie(staffCsrfCookie, csrfTokenOf(session.token), { ...options, httpOnly: false, path: csrfCookiePath });
}

/** Tells the browser to forget both cookies (sign-out). */
export function clearStaffSessionCookies(req: Request, res: Response, production: boolean): void {
  const options = cookieOptions(req, production);
  res.clearCookie(staffSessionCookie, { ...options, httpOnly: true, path: staffSessionCookiePath });
  res.clearCookie(staffCsrfCookie, { ...options, httpOnly: false, path: csrfCookiePath });
}
