import { applyDecorators } from '@nestjs/common';
import { Matches, MaxLength } from 'class-validator';

/** Empty, a /storage/ path (from POST /api/admin/uploads) or an https URL; the same rule as content's editors. */
export const StaffArtUrl = (): PropertyDecorator =>
  applyDecorators(
    MaxLength(500),
    Matches(/^$|^\/storage\/[A-Za-z0-9._/-]+$|^https:\/\/[^\s"'<>]+$/, {
      message: '$property must be empty, a /storage/ path from an upload, or an https:// URL',
    }),
  );
