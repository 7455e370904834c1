import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// Fields are only allowed here; domain/statement-file.ts checks them with the module's own messages (English and Bangla).

/** GET /api/responsible-gaming/statement query string. */
export class StatementDownloadQuery {
  @Allow()
  @ApiPropertyOptional({ type: String, example: '2026-01-01', description: 'First Dhaka day (YYYY-MM-DD); default 29 days before `to`.' })
  from?: unknown;
  @Allow()
  @ApiPropertyOptional({
    type: String,
    example: '2026-11-20',
    description: 'Last Dhaka day (YYYY-MM-DD), not after today; default today. At most one year.',
  })
  to?: unknown;
  @Allow()
  @ApiPropertyOptional({ type: String, enum: ['en', 'bn'], description: "The file's language (headers and descriptions); default en." })
  lang?: unknown;
}
