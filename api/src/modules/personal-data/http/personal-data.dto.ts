import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { personalDataMessages as m } from '../domain/personal-data-messages.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PlayerDataExportDto {
  @ApiProperty({ minLength: 3, maxLength: 500, example: 'Subject access request received by e-mail on 2026-11-20.' })
  @Transform(trim)
  @IsString({ message: m.reasonLength })
  @Length(3, 500, { message: m.reasonLength })
  reason!: string;
}

export class AnonymisePlayerDto extends PlayerDataExportDto {
  @ApiProperty({ description: "The account's current username, typed by staff to confirm.", example: 'rahim2024' })
  @Transform(trim)
  @IsString({ message: m.confirmUsername })
  @Length(1, 64, { message: m.confirmUsername })
  confirm_username!: string;
}
