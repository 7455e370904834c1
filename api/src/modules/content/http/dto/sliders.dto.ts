import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { contentStatuses, sliderTypes, type ContentStatus, type SliderType } from '@khela/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsArtUrl, IsSiteLink } from '../art-url.js';

/** POST /api/admin/content/sliders */
export class CreateSliderDto {
  @ApiProperty({ description: 'The caption in English (required).' }) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @ApiPropertyOptional({ description: 'The caption in Bangla; empty: players reading Bangla see the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name_bn?: string;
  @ApiProperty({ description: 'Banner image (750x300), a URL from the upload endpoint.' }) @IsArtUrl() @IsNotEmpty() image!: string;
  @ApiPropertyOptional({ description: 'Where a tap goes: a site path or an http(s) URL.' }) @IsOptional() @IsSiteLink() link?: string;
  @ApiProperty({ enum: sliderTypes }) @IsIn(sliderTypes) slider_type!: SliderType;
  @ApiPropertyOptional({ enum: contentStatuses }) @IsOptional() @IsIn(contentStatuses) status?: ContentStatus;
  @ApiPropertyOptional({ description: 'Position within its type; default last.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10000)
  order?: number;
}

/** PATCH /api/admin/content/sliders/{id}: any field, e.g. { status: 'inactive' }. */
export class UpdateSliderDto extends PartialType(CreateSliderDto) {}

/** PUT /api/admin/content/sliders/order: every slider of one type, in the new order. */
export class ReorderSlidersDto {
  @ApiProperty({ enum: sliderTypes }) @IsIn(sliderTypes) slider_type!: SliderType;
  @ApiProperty({ type: [Number] }) @IsArray() @ArrayMaxSize(200) @IsInt({ each: true }) ids!: number[];
}
