import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { readHarmSettings, type HarmSettings } from '../domain/harm-settings.js';

/** The markers' settings in force: `HARM_MARKERS` over the defaults; a bad value stops start-up, naming every problem. */
@Injectable()
export class HarmSettingsProvider {
  readonly settings: HarmSettings;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const read = readHarmSettings(config.HARM_MARKERS);
    if ('problems' in read) throw new Error(`Invalid configuration:\n${read.problems.map((p) => `  - ${p}`).join('\n')}`);
    this.settings = read.settings;
  }
}
