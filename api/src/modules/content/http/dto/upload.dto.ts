import { ApiProperty } from '@nestjs/swagger';
import { uploadPurposes, type UploadPurpose } from '@khela/contracts';
import { IsIn } from 'class-validator';

/** The text field of POST /api/admin/uploads (the image itself is the `file` part). */
export class UploadImageDto {
  @ApiProperty({ enum: uploadPurposes }) @IsIn(uploadPurposes) purpose!: UploadPurpose;
}
