import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody } from '@khela/contracts';
import type { Request, Response } from 'express';
import { localizeBody, MessageCatalog, requestLanguage } from '../i18n/message-catalog.js';

/**
 * Turns every error into `{ message, errors? }`. HTTP errors keep their status and text; anything else
 * is logged with its stack and answered as a plain 500 that leaks nothing. A request made in Bangla
 * gets the texts in Bangla.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly messages?: MessageCatalog) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.toBody(exception);
    if (status >= 500)
      this.logger.error(
        exception instanceof Error ? exception.message : String(exception),
        exception instanceof Error ? exception.stack : undefined,
      );
    const language = requestLanguage(host.switchToHttp().getRequest<Request>().header('accept-language'));
    const localized = this.messages && language !== 'en' ? localizeBody(body, (text) => this.messages!.translate(text, language)) : body;
    res.status(status).json(localized);
  }

  private toBody(exception: unknown): { status: number; body: ErrorBody } {
    const parserMessage = bodyParserMessage(exception instanceof HttpException ? exception.cause : exception);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (parserMessage) return { status, body: { message: parserMessage } };
      const response = exception.getResponse();
      if (typeof response === 'string') return { status, body: { message: response } };
      const r = response as { message?: unknown; errors?: Record<string, string[]> };
      const message = Array.isArray(r.message) ? String(r.message[0]) : typeof r.message === 'string' ? r.message : exception.message;
      return { status, body: r.errors ? { message, errors: r.errors } : { message } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong. Please try again.' } };
  }
}

/** body-parser's errors (malformed JSON, body too large) get plain words instead of parser internals. */
function bodyParserMessage(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | undefined)?.type;
  if (type === 'entity.parse.failed') return 'Request body is not valid JSON.';
  if (type === 'entity.too.large') return 'Request body is too large.';
  return undefined;
}
