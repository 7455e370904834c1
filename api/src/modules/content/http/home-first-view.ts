import { Inject, Injectable } from '@nestjs/common';
import type { HomeFirstView } from '@khela/contracts';
import { Clock } from '../../../platform/clock/clock.js';
import { GetSiteContent } from '../queries/get-site-content/get-site-content.js';
import { presentSlider } from './presenters.js';

/**
 * The player home page's first view (issue 14): the logo, general settings and Main banners exactly as
 * GET /api/logo, /api/general and /api/sliders?slider_type=Main answer them in English, read together.
 * The web server writes it into the home page's HTML, so the page paints its banners without those three
 * round trips; `at` lets the page tell a fresh copy from one a service worker kept.
 */
@Injectable()
export class ReadHomeFirstView {
  constructor(
    @Inject(GetSiteContent) private readonly content: GetSiteContent,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(): Promise<HomeFirstView> {
    const [logo, general, sliders] = await Promise.all([
      this.content.logo(),
      this.content.general('en'),
      this.content.activeSliders('Main'),
    ]);
    return {
      language: 'en',
      at: this.clock.nowMs(),
      logo: [logo],
      general,
      sliders: sliders.map((slider) => presentSlider(slider, 'en')),
    };
  }
}
