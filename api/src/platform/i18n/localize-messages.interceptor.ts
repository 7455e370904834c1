import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { localizeBody, MessageCatalog, requestLanguage } from './message-catalog.js';

/** Answers of requests made in Bangla carry their messages in Bangla (errors: AllExceptionsFilter). */
@Injectable()
export class LocalizeMessagesInterceptor implements NestInterceptor {
  constructor(private readonly catalog: MessageCatalog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = requestLanguage(context.switchToHttp().getRequest<Request>().header('accept-language'));
    if (language === 'en') return next.handle();
    // a file (a PDF statement) goes out byte for byte
    return next
      .handle()
      .pipe(
        map((body) =>
          body instanceof StreamableFile || ArrayBuffer.isView(body)
            ? body
            : localizeBody(body, (text) => this.catalog.translate(text, language)),
        ),
      );
  }
}
