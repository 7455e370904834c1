import {
  BadRequestException,
  Body,
  Controller,
  HttpException,
  HttpStatus,
  Inject,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { uploadPurposes, type UploadedImage } from '@khela/contracts';
import { Audit, type AuditContext } from '../../backoffice/index.js';
import { UploadImage } from '../commands/upload-image/upload-image.js';
import { imageRefusals } from '../domain/image-type.js';
import { UploadImageDto } from './dto/upload.dto.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { StaffContentRoute } from './staff-content-route.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';

/** Staff image uploads for logos, sliders, promotion, game and provider art. */
@ApiTags('content (staff)')
@StaffContentRoute()
@Controller('api/admin/uploads')
export class UploadsStaffController {
  constructor(@Inject(UploadImage) private readonly uploadImage: UploadImage) {}

  @Post()
  @ApiAnswer('UploadedImage', { errors: { 413: 'The file is too large.', 415: 'Not a JPEG, PNG or WebP image.' } })
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary:
      'Upload an image (PNG, JPEG, WebP or GIF, checked by content; 2 MB by default). Answers the /storage URL to put in an editor field.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'purpose'],
      properties: { file: { type: 'string', format: 'binary' }, purpose: { type: 'string', enum: [...uploadPurposes] } },
    },
  })
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() dto: UploadImageDto,
    @Audit() audit: AuditContext,
  ): Promise<UploadedImage> {
    if (!file) throw new BadRequestException({ message: imageRefusals.empty, errors: { file: [imageRefusals.empty] } });
    const result = await this.uploadImage.execute(dto.purpose, file.buffer, audit);
    if (result.ok) return result.image;
    const status = result.reason === 'type' ? HttpStatus.UNSUPPORTED_MEDIA_TYPE : HttpStatus.BAD_REQUEST;
    throw new HttpException({ message: result.message, errors: { file: [result.message] } }, status);
  }
}
