import { BadRequestException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { imageRefusals } from '../domain/image-type.js';

/**
 * Reads one multipart `file` part into memory, stopping at UPLOAD_MAX_BYTES (the cap is enforced
 * while reading, so a huge upload is never buffered whole), and answers the spec-style refusal.
 * Whether the bytes are an image is decided afterwards by `checkImage`, never by name or MIME type.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly parse: (req: Request, res: Response, done: (error?: unknown) => void) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
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
    if (!(error instanceof multer.MulterError)) {
      return new BadRequestException({ message: 'The upload could not be read. Send multipart/form-data with a file field.' });
    }
    if (error.code === 'LIMIT_FILE_SIZE') {
      const message = imageRefusals.size(this.config.UPLOAD_MAX_BYTES);
      return new BadRequestException({ message, errors: { file: [message] } });
    }
    const message = error.code === 'LIMIT_UNEXPECTED_FILE' ? 'Send one image in the "file" field.' : 'The upload is not a valid form.';
    return new BadRequestException({ message, errors: { file: [message] } });
  }
}
