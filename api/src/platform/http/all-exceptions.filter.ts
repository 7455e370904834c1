import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody } from '@khela/contracts';
import type { Request, Response } from 'express';
import { localizeBody, MessageCatalog, requestLanguage } from '../i18n/message-catalog.js';
import { isDependencyUnavailable, serviceUnavailableMessage, serviceUnavailableRetrySeconds } from '../redis/dependency-unavailable.js';

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
    // Redis (or the job queue) away: a clear 503 the client may retry, logged without a stack.
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isDependencyUnavailable(exception)) {
      this.logger.warn(`dependency unavailable: ${(exception as Error).message}`);
      res.setHeader('Retry-After', String(serviceUnavailableRetrySeconds));
    } else if (status >= 500)
      this.logger.error(
        exception instanceof Error ? exception.message : String(exception),
        exception instanceof Error ? exception.stack : undefined,
      );
    // A value Postgres refused got past the input guard and validation: answered 400, logged to be fixed at its route.
    else if (postgresInputMessage(exception)) this.logger.warn(`input refused by Postgres: ${(exception as Error).message}`);
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
    if (isDependencyUnavailable(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: serviceUnavailableMessage } };
    const inputError = postgresInputMessage(exception);
    if (inputError) return { status: HttpStatus.BAD_REQUEST, body: { message: inputError } };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong. Please try again.' } };
  }
}

/**
 * Last line behind the input guard and validation: Postgres refusing a value a request carried (SQLSTATE
 * class 22, data exception: invalid text representation 22P02, NUL in text 22021, numeric out of range
 * 22003, bad date 22007/22008, string too long 22001...) is the client's bad input, so 400, not 500.
 * The statement and the value stay in the log only. Found on a TypeORM QueryFailedError (`driverError`)
 * or on pg's own DatabaseError.
 */
function postgresInputMessage(exception: unknown): string | undefined {
  const code = sqlState(exception) ?? sqlState((exception as { driverError?: unknown } | undefined)?.driverError);
  if (!code?.startsWith('22')) return undefined;
  return code === '22003' ? 'A number in the request is out of range.' : 'The request contains a value that is not valid.';
}

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** body-parser's errors (malformed JSON, body too large) get plain words instead of parser internals. */
function bodyParserMessage(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | undefined)?.type;
  if (type === 'entity.parse.failed') return 'Request body is not valid JSON.';
  if (type === 'entity.too.large') return 'Request body is too large.';
  if (type === 'charset.unsupported') return 'Request body character set is not supported.';
  if (type === 'encoding.unsupported') return 'Request body encoding is not supported.';
  if (type === 'parameters.too.many') return 'Request body has too many fields.';
  if (type === 'request.aborted' || type === 'request.size.invalid') return 'Request body is incomplete.';
  if (type === 'stream.encoding.set' || type === 'stream.not.readable') return 'Request body could not be read.';
  return undefined;
}
