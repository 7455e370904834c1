import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { BroadcastRequest } from '@khela/contracts';

// Fields are only allowed here; ScheduleBroadcast checks them with the inbox's own messages (English and Bangla).

export class ScheduleBroadcastBody implements Partial<Record<keyof BroadcastRequest, unknown>> {
  @Allow()
  @ApiProperty({ type: String, example: 'Eid bonus weekend', description: 'Title in English, 1-120 characters.' })
  title_en?: unknown;
  @Allow()
  @ApiProperty({ type: String, example: 'ঈদ বোনাস সপ্তাহান্ত', description: 'Title in Bangla, 1-120 characters.' })
  title_bn?: unknown;
  @Allow() @ApiProperty({ type: String, description: 'Message in English, 1-5000 characters.' }) message_en?: unknown;
  @Allow() @ApiProperty({ type: String, description: 'Message in Bangla, 1-5000 characters.' }) message_bn?: unknown;
  @Allow()
  @ApiProperty({
    type: Object,
    example: { kind: 'segment', registeredFrom: '2026-11-01', deposited: false, activeWithinDays: 7, vipLevels: ['expert-1'] },
    description:
      "`{ kind: 'all' }`, `{ kind: 'player', username }` or `{ kind: 'segment', registeredFrom?, registeredTo? (Dhaka days), deposited?, activeWithinDays?, vipLevels? (level codes) }`.",
  })
  audience?: unknown;
  @Allow()
  @ApiPropertyOptional({ type: String, example: '2026-12-01T04:00:00Z', description: 'When to send (ISO time); absent: now.' })
  send_at?: unknown;
}
