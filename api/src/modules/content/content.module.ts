import { Module } from '@nestjs/common';
import { ContentPlayerController } from './http/content.player.controller.js';
import { SiteSettingsRepository } from './persistence/site-settings.repository.js';
import { DemoContentSeed } from './seed/demo-content.seed.js';

/** Logo, sliders, notices, general settings, market block: what every visitor sees first. */
@Module({
  controllers: [ContentPlayerController],
  providers: [SiteSettingsRepository, DemoContentSeed],
})
export class ContentModule {}
