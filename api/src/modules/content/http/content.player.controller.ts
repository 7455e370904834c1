import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GeneralSettings, LogoItem } from '@khela/contracts';
import { defaultGeneral, defaultLogo, SettingKeys } from '../settings.js';
import { SiteSettingsRepository } from '../persistence/site-settings.repository.js';

/** Public site settings read by the player site on every visit (spec section 7). */
@ApiTags('content')
@Controller('api')
export class ContentPlayerController {
  constructor(@Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository) {}

  @Get('logo')
  @ApiOperation({ summary: 'Logo settings: a list whose first item the clients use.' })
  async logo(): Promise<LogoItem[]> {
    return [{ ...defaultLogo, ...(await this.settings.get<Partial<LogoItem>>(SettingKeys.logo)) }];
  }

  @Get('general')
  @ApiOperation({ summary: 'General settings: title, status, notices, support fields.' })
  async general(): Promise<GeneralSettings> {
    return { ...defaultGeneral, ...(await this.settings.get<Partial<GeneralSettings>>(SettingKeys.general)) };
  }
}
