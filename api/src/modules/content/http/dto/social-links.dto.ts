import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { contentStatuses, type ContentStatus } from '@khela/contracts';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsArtUrl, IsSiteLink } from '../art-url.js';

/** POST /api/admin/content/social-links */
export class CreateSocialLinkDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(60) name!: string;
  @ApiProperty() @IsSiteLink() @IsNotEmpty() link!: string;
  @ApiPropertyOptional() @IsOptional() @IsArtUrl() icon?: string;
  @ApiPropertyOptional({ enum: contentStatuses }) @IsOptional() @IsIn(contentStatuses) status?: ContentStatus;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10000) order?: number;
}

export class UpdateSocialLinkDto extends PartialType(CreateSocialLinkDto) {}
