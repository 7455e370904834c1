import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import type { RecordReviewActionInput } from '../../commands/record-review-action/record-review-action.js';
import { harmReviewMessages, reviewActions, reviewTextLength } from '../../domain/harm-review.js';

export class ReviewQueueQuery {
  @IsOptional()
  @IsString({ message: harmReviewMessages.day })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: harmReviewMessages.day })
  @ApiPropertyOptional({ example: '2026-11-25', description: 'The Dhaka day scored (default: the latest day the job scored).' })
  day?: string;
}

export class RecordReviewActionBody implements RecordReviewActionInput {
  @IsIn(reviewActions, { message: harmReviewMessages.action })
  @ApiProperty({ type: String, enum: reviewActions, description: 'A note, a call made to the player, or a message sent to them.' })
  action?: unknown;

  @IsString({ message: harmReviewMessages.text })
  @Length(reviewTextLength.min, reviewTextLength.max, { message: harmReviewMessages.text })
  @ApiProperty({ minLength: reviewTextLength.min, maxLength: reviewTextLength.max, example: 'Called: agreed a weekly deposit limit.' })
  text?: unknown;
}
