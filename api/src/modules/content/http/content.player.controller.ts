import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  sliderTypes,
  type GeneralSettings,
  type LogoItem,
  type MarketBlock,
  type PromotionItem,
  type SliderItem,
  type SliderType,
  type SocialLinkItem,
} from '@khela/contracts';
import { PromotionsRepository } from '../persistence/promotions.repository.js';
import { GetSiteContent } from '../queries/get-site-content/get-site-content.js';
import { presentPromotion, presentSlider, presentSocialLink } from './presenters.js';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { RequestLanguage } from '../../../platform/i18n/request-language.js';

const publicPromotionStatuses = ['active', 'display'] as const;

/**
 * Public site content read by the player site (spec section 7). None of it needs a session; clients
 * may send their bearer token anyway and it is ignored. Staff-written texts come in the request's
 * language (Accept-Language: bn), English where no Bangla was written.
 */
@ApiTags('content')
@Controller('api')
export class ContentPlayerController {
  constructor(
    @Inject(GetSiteContent) private readonly content: GetSiteContent,
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
  ) {}

  @Get('logo')
  @ApiAnswer(arrayOf('LogoItem'))
  @ApiOperation({ summary: 'Logo settings: a list whose first item the clients use.' })
  async logo(): Promise<LogoItem[]> {
    return [await this.content.logo()];
  }

  @Get('general')
  @ApiAnswer('GeneralSettings')
  @ApiOperation({
    summary: 'General settings: title, status, notices (system notice sanitised), maintenance text, support and chat fields.',
  })
  general(@RequestLanguage() language: Language): Promise<GeneralSettings> {
    return this.content.general(language);
  }

  @Get('sliders')
  @ApiAnswer(arrayOf('SliderItem'))
  @ApiOperation({ summary: 'Active sliders of every type (Main, Favourite, Features), in order; ?slider_type= narrows.' })
  @ApiQuery({ name: 'slider_type', required: false, enum: sliderTypes })
  async sliders(@RequestLanguage() language: Language, @Query('slider_type') type?: string): Promise<SliderItem[]> {
    const known = sliderTypes.find((t) => t.toLowerCase() === type?.toLowerCase()) as SliderType | undefined;
    if (type && !known) return [];
    return (await this.content.activeSliders(known)).map((slider) => presentSlider(slider, language));
  }

  @Get('sociallink')
  @ApiAnswer(arrayOf('SocialLinkItem'))
  @ApiOperation({ summary: 'Active social links, in order.' })
  async socialLinks(): Promise<SocialLinkItem[]> {
    return (await this.content.activeSocialLinks()).map(presentSocialLink);
  }

  @Get('market/block')
  @ApiAnswer('MarketBlock')
  @ApiOperation({ summary: 'Market block: exchange_market, cs_market (0 blocks when status is not active), status.' })
  marketBlock(): Promise<MarketBlock> {
    return this.content.marketBlock();
  }

  @Get('promotion')
  @ApiAnswer(arrayOf('PromotionItem'))
  @ApiOperation({ summary: 'Promotions players may see: status active (offered at deposit) and display (shown only).' })
  async promotionList(@RequestLanguage() language: Language): Promise<PromotionItem[]> {
    return (await this.promotions.list(publicPromotionStatuses)).map((promotion) => presentPromotion(promotion, language));
  }

  @Get('promotions/:id')
  @ApiAnswer('PromotionItem', { errors: { 404: 'No such promotion.' } })
  @ApiOperation({ summary: 'One promotion (active or display).' })
  async promotion(@RequestLanguage() language: Language, @Param('id') id: string): Promise<PromotionItem> {
    const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
    const promotion = numeric ? await this.promotions.byId(numeric) : undefined;
    if (!promotion || promotion.status === 'inactive') throw new NotFoundException({ message: 'Promotion not found.' });
    return presentPromotion(promotion, language);
  }
}
