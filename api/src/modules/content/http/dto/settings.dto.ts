import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsArtUrl, IsSiteLink } from '../art-url.js';

/** PATCH /api/admin/content/logo: any of the four images (URLs from the upload endpoint). */
export class SaveLogoDto {
  @ApiPropertyOptional() @IsOptional() @IsArtUrl() logo?: string;
  @ApiPropertyOptional() @IsOptional() @IsArtUrl() mobile_logo?: string;
  @ApiPropertyOptional() @IsOptional() @IsArtUrl() loader_logo?: string;
  @ApiPropertyOptional() @IsOptional() @IsArtUrl() favicon?: string;
}

const identifier = /^[A-Za-z0-9_-]{0,64}$/;

/** PATCH /api/admin/content/general: any subset of the general settings. */
export class SaveGeneralDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(80) site_title?: string;
  @ApiPropertyOptional({ enum: [0, 1], description: '0 shows the maintenance page to every player.' })
  @IsOptional()
  @IsIn([0, 1])
  site_status?: number;
  @ApiPropertyOptional({ enum: [0, 1], description: '0 hides withdrawal methods.' })
  @IsOptional()
  @IsIn([0, 1])
  withdrawal_status?: number;
  @ApiPropertyOptional() @IsOptional() @ValidateIf((_, v) => v !== '') @IsEmail() @MaxLength(120) support_mail?: string;
  @ApiPropertyOptional() @IsOptional() @IsSiteLink() messaging_link?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(identifier, { message: 'livechat_license must be letters, digits, _ or -' })
  livechat_license?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(identifier, { message: 'tawk_property_id must be letters, digits, _ or -' })
  tawk_property_id?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(identifier, { message: 'tawk_widget_id must be letters, digits, _ or -' })
  tawk_widget_id?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\+?[0-9 -]{0,20}$/, { message: 'support_phone must be a phone number' })
  support_phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsSiteLink() support_telegram?: string;
  @ApiPropertyOptional() @IsOptional() @IsSiteLink() support_facebook?: string;
  @ApiPropertyOptional() @IsOptional() @IsSiteLink() affiliate_url?: string;
  @ApiPropertyOptional() @IsOptional() @IsSiteLink() app_download_url?: string;
}

/**
 * PUT /api/admin/content/notices: the marquee list, the system notice HTML (sanitised on save) and the
 * maintenance text, each in English and/or Bangla. A Bangla left empty shows players the English.
 */
export class SaveNoticesDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  notice?: string[];

  @ApiPropertyOptional({ type: [String], description: 'The marquee in Bangla; empty: players reading Bangla see the English.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  notice_bn?: string[];

  @ApiPropertyOptional({ description: 'HTML; scripts, event handlers and javascript: links are removed.' })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  system_notice?: string;

  @ApiPropertyOptional({ description: 'The system notice in Bangla, sanitised like the English; empty: the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  system_notice_bn?: string;

  @ApiPropertyOptional({ description: "Plain text on the maintenance page (site_status 0); empty: the page's own text." })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  maintenance_text?: string;

  @ApiPropertyOptional({ description: 'The maintenance text in Bangla; empty: the English.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  maintenance_text_bn?: string;
}

/** PATCH /api/admin/content/market-block */
export class SaveMarketBlockDto {
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1]) exchange_market?: number;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @IsIn([0, 1]) cs_market?: number;
  @ApiPropertyOptional({ enum: ['active', 'inactive'] }) @IsOptional() @IsIn(['active', 'inactive']) status?: string;
}
