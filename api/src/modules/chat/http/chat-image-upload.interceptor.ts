import { BadRequestException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { imageRefusals } from '../../content/index.js';
import { chatMessages } from '../domain/chat-messages.js';

/**
 * Reads one multipart `file` part (and the optional `content` and `client_key` fields) into memory,
 * stopping at UPLOAD_MAX_BYTES while reading. Whether the bytes are an image is decided afterwards by the
 * content module's `checkImage` and a re-encode, never by name or MIME type.
 */
@Injectable()
export class ChatImageUploadInterceptor implements NestInterceptor {
  private readonly parse: (req: Request, res: Response, done: (error?: unknown) => void) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 3, fieldSize: 8192, parts: 5 },
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(this.refusal(error)) : resolve(),
      ),
    );
    return next.handle();
  }

  private refusal(error: unknown): unknown {
    if (!(error instanceof multer.MulterError)) return new BadRequestException({ message: chatMessages.uploadUnreadable });
    const message = error.code === 'LIMIT_FILE_SIZE' ? imageRefusals.size(this.config.UPLOAD_MAX_BYTES) : chatMessages.uploadUnreadable;
    return new BadRequestException({ message, errors: { file: [message] } });
  }
}
