import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody } from '@khela/contracts';
import type { Response } from 'express';

/**
 * Turns every error into `{ message, errors? }`. HTTP errors keep their status and text; anything else
 * is logged with its stack and answered as a plain 500 that leaks nothing.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.toBody(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.message : String(exception), exception instanceof Error ? exception.stack : undefined);
    res.status(status).json(body);
  }

  private toBody(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { status, body: { message: response } };
      const r = response as { message?: unknown; errors?: Record<string, string[]> };
      const message = Array.isArray(r.message) ? String(r.message[0]) : typeof r.message === 'string' ? r.message : exception.message;
      return { status, body: r.errors ? { message, errors: r.errors } : { message } };
    }
    // body-parser errors (malformed JSON, too large) carry a status but are not HttpExceptions
    const s = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof s === 'number' && s >= 400 && s < 500) {
      const type = (exception as { type?: string }).type;
      const message = type === 'entity.too.large' ? 'Request body is too large.' : type === 'entity.parse.failed' ? 'Request body is not valid JSON.' : 'Bad request.';
      return { status: s, body: { message } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong. Please try again.' } };
  }
}
