import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { gameCategoryTypes, type GameCategoryType } from '@khela/contracts';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { StaffArtUrl } from './art-url.js';

/** POST /api/admin/catalogue/providers */
export class CreateProviderDto {
  @ApiProperty({ example: 'RTG', description: 'Platform code: 2-20 capitals, digits or _.' })
  @Matches(/^[A-Z0-9_]{2,20}$/, { message: 'platform must be 2-20 capital letters, digits or _' })
  platform!: string;
  @ApiProperty({ description: 'The name in English (required).' }) @IsString() @IsNotEmpty() @MaxLength(80) name!: string;
  @ApiPropertyOptional({ description: 'The name in Bangla where translated; empty: players reading Bangla see the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  name_bn?: string;
  @ApiPropertyOptional() @IsOptional() @StaffArtUrl() icon?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100000) sort_order?: number;
}

/** PATCH /api/admin/catalogue/providers/{platform} */
export class UpdateProviderDto extends PartialType(OmitType(CreateProviderDto, ['platform'] as const)) {}

/** POST /api/admin/catalogue/games */
export class CreateGameDto {
  @ApiProperty({ example: 'SBS-TIGER-FORTUNE' })
  @Matches(/^[A-Za-z0-9_.-]{2,64}$/, { message: 'code must be 2-64 letters, digits, _ . or -' })
  code!: string;
  @ApiProperty({ description: 'The name in English (required).' }) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @ApiPropertyOptional({ description: 'The name in Bangla where translated; empty: players reading Bangla see the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name_bn?: string;
  @ApiProperty({ enum: gameCategoryTypes }) @IsIn(gameCategoryTypes) type!: GameCategoryType;
  @ApiProperty() @Matches(/^[A-Z0-9_]{2,20}$/, { message: 'platform must be a provider platform code' }) platform!: string;
  @ApiPropertyOptional() @IsOptional() @StaffArtUrl() image?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() recommended?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_new?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100000) sort_order?: number;
}

/** PATCH /api/admin/catalogue/games/{code}: e.g. { enabled: false } or { featured: true, sort_order: 1 }. */
export class UpdateGameDto extends PartialType(OmitType(CreateGameDto, ['code'] as const)) {}
