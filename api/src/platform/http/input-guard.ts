import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * One check, at the door, of everything a request carries that a handler could pass on to Postgres or
 * recurse over: the path, the query string and the parsed body (strings and keys at any depth).
 *
 * - NUL and the other C0 control characters (and DEL) are never valid in a path, a field name or a
 *   query name. In values (query and body) they are refused too, except tab, line feed and carriage
 *   return, which free text (a reason, a notice) may hold. Postgres refuses NUL in text (SQLSTATE
 *   22021), so without this check such a request reached the database and answered 500.
 * - Percent-encoding in the path and the query must be well formed and decode to UTF-8.
 * - Bodies nest at most MAX_BODY_DEPTH levels (objects and arrays): validation and handlers recurse.
 * - `__proto__`, `constructor` and `prototype` are refused as field names anywhere.
 * - Strings and field names must be well-formed UTF-16 (no lone surrogate).
 *
 * Refusals are 400 with the usual `{ message, errors? }` body (through the exception filter, so a request
 * in Bangla gets Bangla).
 */
export const MAX_BODY_DEPTH = 32;

export const inputRefusals = {
  pathCharacter: 'The address contains a character that is not allowed.',
  badEncoding: 'The address is not correctly encoded.',
  fieldCharacter: (field: string) => `${field} contains a character that is not allowed.`,
  fieldName: 'A field name in the request is not allowed.',
  tooDeep: 'Request body is nested too deeply.',
  outOfRange: (field: string) => `${field} is out of range.`,
} as const;

/** Control characters never valid anywhere: C0 without tab, LF, CR, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In names (path segments, field and query names) not even tab or line breaks are valid. */
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f]/;
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * A lone UTF-16 surrogate (JSON may carry `"\ud800"`) is no character at all: validators throw on it
 * (validator.js's isEmail: "URI malformed", a 500 before this check) and it cannot be stored as text.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);
/** A `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9a-fA-F]{2})/;

/** Field names fit to echo back in an answer: plain words, digits and dots only. */
const echoable = (path: string) => (/^[\w.-]{1,64}$/.test(path) ? path : 'A field');

function decodeStrict(text: string): string | undefined {
  if (BROKEN_ESCAPE.test(text)) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // a non-UTF-8 sequence such as %C0%AF or %FF
  }
}

function refuseField(field: string): BadRequestException {
  const name = echoable(field);
  const message = inputRefusals.fieldCharacter(name);
  return new BadRequestException(name === 'A field' ? { message } : { message, errors: { [name]: [message] } });
}

/** Checks the path (before `?`) and the query string of a raw request target. */
export function checkTarget(target: string): BadRequestException | undefined {
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const decodedPath = decodeStrict(path);
  if (decodedPath === undefined) return new BadRequestException({ message: inputRefusals.badEncoding });
  if (FORBIDDEN_IN_NAME.test(decodedPath)) return new BadRequestException({ message: inputRefusals.pathCharacter });
  if (mark === -1) return undefined;
  for (const pair of target.slice(mark + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeStrict((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq === -1 ? '' : decodeStrict(pair.slice(eq + 1).replace(/\+/g, ' '));
    if (name === undefined || value === undefined) return new BadRequestException({ message: inputRefusals.badEncoding });
    if (FORBIDDEN_IN_NAME.test(name)) return new BadRequestException({ message: inputRefusals.fieldName });
    if (POLLUTING_KEYS.has(name.replace(/\[.*$/, ''))) return new BadRequestException({ message: inputRefusals.fieldName });
    if (FORBIDDEN_IN_TEXT.test(value)) return refuseField(name);
  }
  return undefined;
}

/**
 * Checks a parsed value (a JSON or form body, or a value a pipe receives) without recursion, so a
 * nesting far deeper than the limit costs no stack.
 */
export function checkValue(root: unknown, rootPath = ''): BadRequestException | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootPath, depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (FORBIDDEN_IN_TEXT.test(value) || !isWellFormed(value)) return refuseField(path || 'body');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return new BadRequestException({ message: inputRefusals.tooDeep });
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1)
        pending.push({ value: value[i], path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      continue;
    }
    // Only plain data is walked: a parsed body holds nothing else; a file (Buffer) or a class instance is not input text.
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) continue;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_IN_NAME.test(key) || POLLUTING_KEYS.has(key) || !isWellFormed(key))
        return new BadRequestException({ message: inputRefusals.fieldName });
      pending.push({ value: (value as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Numbers a handler would receive (after validation converted query text to numbers) beyond what a
 * double holds exactly: `page=99999999999999999999` passes `@IsInt()` as 1e20 and then overflows a
 * Postgres bigint. No field of the API takes such a number (money travels as decimal strings).
 */
export function checkNumbers(root: unknown, rootPath = ''): BadRequestException | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootPath, depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        const name = echoable(path || 'value');
        const message = inputRefusals.outOfRange(name === 'A field' ? 'A number' : name);
        return new BadRequestException(name === 'A field' ? { message } : { message, errors: { [name]: [message] } });
      }
      continue;
    }
    if (value === null || typeof value !== 'object' || depth > MAX_BODY_DEPTH || ArrayBuffer.isView(value) || value instanceof Date)
      continue;
    for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return undefined;
}

/** The middleware: runs after the body parsers, before routing reaches any guard or handler. */
export function inputGuard() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(checkTarget(req.originalUrl) ?? checkValue(req.body));
  };
}
