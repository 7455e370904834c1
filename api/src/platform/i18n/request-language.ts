import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestLanguage, type Language } from './message-catalog.js';

/**
 * The language a request reads staff-written content in (its Accept-Language, see requestLanguage).
 * The answer then depends on that header, so it is named in Vary: no cache hands one language's answer
 * to a request in the other.
 */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language => {
  const http = context.switchToHttp();
  http.getResponse<Response>().vary('Accept-Language');
  return requestLanguage(http.getRequest<Request>().header('accept-language'));
});

/** A text staff wrote in both languages, in `language`: the Bangla when asked for and written, else the English. */
export function inLanguage<T extends string | readonly string[]>(language: Language, english: T, bangla: T | undefined): T {
  if (language !== 'bn' || bangla === undefined) return english;
  const written = typeof bangla === 'string' ? bangla.trim() !== '' : bangla.length > 0;
  return written ? bangla : english;
}
