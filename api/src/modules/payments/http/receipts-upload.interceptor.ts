import { BadRequestException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { imageRefusals } from '../../content/index.js';
import { maxReceiptsPerDeposit } from '../domain/payment-limits.js';

export type ReceiptFiles = Record<string, Express.Multer.File[] | undefined>;

/**
 * Reads up to five receipt images (multipart fields `files` or `file`) into memory, each capped at
 * UPLOAD_MAX_BYTES while reading. Whether they are images is decided afterwards from their bytes.
 */
@Injectable()
export class ReceiptsUploadInterceptor implements NestInterceptor {
  private readonly parse: (req: Request, res: Response, done: (error?: unknown) => void) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: maxReceiptsPerDeposit, fields: 5, fieldSize: 1024, parts: 12 },
    }).fields([
      { name: 'files', maxCount: maxReceiptsPerDeposit },
      { name: 'file', maxCount: maxReceiptsPerDeposit },
    ]);
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
    if (!(error instanceof multer.MulterError))
      return new BadRequestException({ message: 'The upload could not be read. Send multipart/form-data with image files.' });
    if (error.code === 'LIMIT_FILE_SIZE') return new BadRequestException({ message: imageRefusals.size(this.config.UPLOAD_MAX_BYTES) });
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return new BadRequestException({ message: `You can upload at most ${maxReceiptsPerDeposit} receipts for one deposit.` });
    }
    return new BadRequestException({ message: 'The upload is not a valid form.' });
  }
}
