import { BadRequestException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { kycDocumentSides } from '@khela/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { imageRefusals } from '../../content/index.js';
import { kycMessages } from '../domain/kyc-rules.js';

export type KycFiles = Record<string, Express.Multer.File[] | undefined>;

/**
 * Reads the three KYC images (multipart fields `id_front`, `id_back`, `selfie`, one each) into memory, each capped
 * at UPLOAD_MAX_BYTES while reading. Whether they are images is decided afterwards from their bytes.
 */
@Injectable()
export class KycUploadInterceptor implements NestInterceptor {
  private readonly parse: (req: Request, res: Response, done: (error?: unknown) => void) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: kycDocumentSides.length, fields: 3, fieldSize: 1024, parts: 8 },
    }).fields(kycDocumentSides.map((name) => ({ name, maxCount: 1 })));
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
    if (!(error instanceof multer.MulterError)) return new BadRequestException({ message: kycMessages.uploadUnreadable });
    if (error.code === 'LIMIT_FILE_SIZE') return new BadRequestException({ message: imageRefusals.size(this.config.UPLOAD_MAX_BYTES) });
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')
      return new BadRequestException({ message: kycMessages.uploadTooMany });
    return new BadRequestException({ message: kycMessages.uploadUnreadable });
  }
}
