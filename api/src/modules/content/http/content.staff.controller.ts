import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  BadRequestException,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  parseMoney,
  sliderTypes,
  type GeneralSettings,
  type StaffSliderItem,
  type LogoItem,
  type MarketBlock,
  type NoticesView,
  type SliderType,
  type SocialLinkItem,
  type StaffPromotionItem,
} from '@khela/contracts';
import { Audit, type AuditContext } from '../../backoffice/index.js';
import { EditPromotions } from '../commands/edit-promotions/edit-promotions.js';
import { EditSiteSettings } from '../commands/edit-site-settings/edit-site-settings.js';
import { EditSliders } from '../commands/edit-sliders/edit-sliders.js';
import { EditSocialLinks } from '../commands/edit-social-links/edit-social-links.js';
import { promotionMessages } from '../domain/promotion-terms.js';
import { PromotionChangesRepository } from '../persistence/promotion-changes.repository.js';
import type { Promotion, PromotionInput } from '../persistence/promotions.repository.js';
import { PromotionsRepository } from '../persistence/promotions.repository.js';
import type { SliderInput } from '../persistence/sliders.repository.js';
import { SlidersRepository } from '../persistence/sliders.repository.js';
import type { SocialLinkInput } from '../persistence/social-links.repository.js';
import { SocialLinksRepository } from '../persistence/social-links.repository.js';
import { GetSiteContent } from '../queries/get-site-content/get-site-content.js';
import { CreatePromotionDto, UpdatePromotionDto } from './dto/promotions.dto.js';
import { SaveGeneralDto, SaveLogoDto, SaveMarketBlockDto, SaveNoticesDto } from './dto/settings.dto.js';
import { CreateSliderDto, ReorderSlidersDto, UpdateSliderDto } from './dto/sliders.dto.js';
import { CreateSocialLinkDto, UpdateSocialLinkDto } from './dto/social-links.dto.js';
import { presentSocialLink, presentStaffPromotion, presentStaffSlider } from './presenters.js';
import { StaffContentRoute } from './staff-content-route.js';
import { ApiAnswer, answerSchemas, arrayOf } from '../../../platform/http/openapi/api-answer.js';

const dropUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const sliderFields = (dto: UpdateSliderDto): Partial<SliderInput> =>
  dropUndefined({
    name: dto.name,
    nameBn: dto.name_bn?.trim(),
    link: dto.link,
    imageUrl: dto.image,
    sliderType: dto.slider_type,
    status: dto.status,
    sortOrder: dto.order,
  });

const socialLinkFields = (dto: UpdateSocialLinkDto): Partial<SocialLinkInput> =>
  dropUndefined({ name: dto.name, link: dto.link, icon: dto.icon, status: dto.status, sortOrder: dto.order });

const promotionFields = (dto: UpdatePromotionDto): Partial<PromotionInput> =>
  dropUndefined({
    name: dto.name,
    nameBn: dto.name_bn?.trim(),
    description: dto.description,
    descriptionBn: dto.description_bn,
    imageUrl: dto.image,
    startDate: dto.start_date,
    endDate: dto.end_date,
    status: dto.status,
    depositBonusPercent: dto.deposit_bonus_percent,
    maxBonusMinor: dto.max_bonus === undefined ? undefined : parseMoney(dto.max_bonus)!,
    minDepositMinor: dto.min_deposit === undefined ? undefined : parseMoney(dto.min_deposit)!,
    turnoverMultiplier: dto.turnover_multiplier,
    bonusTarget: dto.bonus_target,
    categories: dto.categories,
    sortOrder: dto.order,
  });

/** Money terms out of bounds (see domain/promotion-terms.ts): the field messages, nothing written. */
const termsRefused = (errors: Partial<Record<string, string[]>>) => new BadRequestException({ message: promotionMessages.invalid, errors });

const endBeforeStart = () =>
  new BadRequestException({
    message: 'The end date must not be before the start date.',
    errors: { end_date: ['The end date must not be before the start date.'] },
  });

/**
 * The back-office content editors. Every save is read back by the public endpoints on their next call
 * (no cache), so it shows on the player site at once.
 */
@ApiTags('content (staff)')
@StaffContentRoute()
@Controller('api/admin/content')
export class ContentStaffController {
  constructor(
    @Inject(GetSiteContent) private readonly read: GetSiteContent,
    @Inject(EditSiteSettings) private readonly settings: EditSiteSettings,
    @Inject(EditSliders) private readonly editSliders: EditSliders,
    @Inject(SlidersRepository) private readonly sliders: SlidersRepository,
    @Inject(EditSocialLinks) private readonly editSocialLinks: EditSocialLinks,
    @Inject(SocialLinksRepository) private readonly socialLinks: SocialLinksRepository,
    @Inject(EditPromotions) private readonly editPromotions: EditPromotions,
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
    @Inject(PromotionChangesRepository) private readonly changes: PromotionChangesRepository,
  ) {}

  // ---- logo, general settings, notices, market block (site_settings) ----

  @Get('logo')
  @ApiOperation({ summary: 'The site logo and favicon as saved.' })
  @ApiAnswer('LogoItem')
  logo(): Promise<LogoItem> {
    return this.read.logo();
  }

  @Patch('logo')
  @ApiAnswer('LogoItem')
  @ApiOperation({ summary: 'Change any of logo, mobile_logo, loader_logo, favicon (URLs from POST /api/admin/uploads).' })
  saveLogo(@Body() dto: SaveLogoDto, @Audit() audit: AuditContext): Promise<LogoItem> {
    return this.settings.saveLogo(dropUndefined({ ...dto }), audit);
  }

  @Get('general')
  @ApiOperation({ summary: 'The general site settings as saved.' })
  @ApiAnswer('GeneralSettings')
  general(): Promise<GeneralSettings> {
    return this.read.general();
  }

  @Patch('general')
  @ApiAnswer('GeneralSettings')
  @ApiOperation({ summary: 'Change site status, withdrawal status, title, support links and live-chat ids.' })
  saveGeneral(@Body() dto: SaveGeneralDto, @Audit() audit: AuditContext): Promise<GeneralSettings> {
    return this.settings.saveGeneral(dropUndefined({ ...dto }), audit);
  }

  @Get('notices')
  @ApiOperation({ summary: 'The scrolling notice, the system notice and the maintenance text, in English and Bangla.' })
  @ApiAnswer('NoticesView')
  notices(): Promise<NoticesView> {
    return this.read.notices();
  }

  @Put('notices')
  @ApiAnswer('NoticesView')
  @ApiOperation({
    summary: 'Save the marquee, the system notice and/or the maintenance text (English, Bangla); answers the sanitised preview.',
  })
  saveNotices(@Body() dto: SaveNoticesDto, @Audit() audit: AuditContext): Promise<NoticesView> {
    return this.settings.saveNotices(dto, audit);
  }

  @Get('market-block')
  @ApiOperation({ summary: 'The market block settings.' })
  @ApiAnswer('MarketBlock')
  marketBlock(): Promise<MarketBlock> {
    return this.read.marketBlock();
  }

  @Patch('market-block')
  @ApiOperation({ summary: 'Saves the market block settings (fields left out keep their value).' })
  @ApiAnswer('MarketBlock')
  saveMarketBlock(@Body() dto: SaveMarketBlockDto, @Audit() audit: AuditContext): Promise<MarketBlock> {
    return this.settings.saveMarketBlock(dropUndefined({ ...dto }), audit);
  }

  // ---- sliders ----

  @Get('sliders')
  @ApiOperation({ summary: 'Every slider, of one type when slider_type is given.' })
  @ApiAnswer(arrayOf('StaffSliderItem'))
  @ApiQuery({ name: 'slider_type', required: false, enum: sliderTypes })
  async listSliders(@Query('slider_type') type?: string): Promise<StaffSliderItem[]> {
    const known = sliderTypes.find((t) => t === type) as SliderType | undefined;
    return (await this.sliders.list({ type: known })).map(presentStaffSlider);
  }

  @Post('sliders')
  @ApiOperation({ summary: 'Adds a slider.' })
  @ApiAnswer('StaffSliderItem')
  async createSlider(@Body() dto: CreateSliderDto, @Audit() audit: AuditContext): Promise<StaffSliderItem> {
    const slider = await this.editSliders.create(
      {
        name: dto.name,
        nameBn: dto.name_bn?.trim() ?? '',
        link: dto.link ?? '',
        imageUrl: dto.image,
        sliderType: dto.slider_type,
        status: dto.status ?? 'active',
        sortOrder: dto.order,
      },
      audit,
    );
    return presentStaffSlider(slider);
  }

  @Put('sliders/order')
  @ApiAnswer(arrayOf('StaffSliderItem'))
  @ApiOperation({ summary: 'Reorder one slider type: ids must be every slider of that type, in the new order.' })
  async reorderSliders(@Body() dto: ReorderSlidersDto, @Audit() audit: AuditContext): Promise<StaffSliderItem[]> {
    const result = await this.editSliders.reorder(dto.slider_type, dto.ids, audit);
    if (!result.ok) {
      const message = `ids must list every ${dto.slider_type} slider exactly once.`;
      throw new BadRequestException({ message, errors: { ids: [message] } });
    }
    return result.value.map(presentStaffSlider);
  }

  @Patch('sliders/:id')
  @ApiAnswer('StaffSliderItem', { errors: { 404: 'No such slider.' } })
  @ApiOperation({ summary: 'Change a slider, e.g. { "status": "inactive" } to hide it.' })
  async updateSlider(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateSliderDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffSliderItem> {
    const result = await this.editSliders.update(id, sliderFields(dto), audit);
    if (!result.ok) throw new NotFoundException({ message: 'Slider not found.' });
    return presentStaffSlider(result.value);
  }

  @Delete('sliders/:id')
  @ApiOperation({ summary: 'Deletes a slider.' })
  @ApiAnswer(answerSchemas.message, { errors: { 404: 'No such slider.' } })
  @HttpCode(200)
  async deleteSlider(@Param('id', ParseIntPipe) id: number, @Audit() audit: AuditContext): Promise<{ message: string }> {
    if (!(await this.editSliders.delete(id, audit))) throw new NotFoundException({ message: 'Slider not found.' });
    return { message: 'Slider deleted.' };
  }

  // ---- social links ----

  @Get('social-links')
  @ApiOperation({ summary: 'Every social link, active or not.' })
  @ApiAnswer(arrayOf('SocialLinkItem'))
  async listSocialLinks(): Promise<SocialLinkItem[]> {
    return (await this.socialLinks.list(false)).map(presentSocialLink);
  }

  @Post('social-links')
  @ApiOperation({ summary: 'Adds a social link.' })
  @ApiAnswer('SocialLinkItem')
  async createSocialLink(@Body() dto: CreateSocialLinkDto, @Audit() audit: AuditContext): Promise<SocialLinkItem> {
    const link = await this.editSocialLinks.create(
      {
        name: dto.name,
        link: dto.link,
        icon: dto.icon ?? '',
        status: dto.status ?? 'active',
        sortOrder: dto.order,
      },
      audit,
    );
    return presentSocialLink(link);
  }

  @Patch('social-links/:id')
  @ApiOperation({ summary: 'Changes a social link (fields left out keep their value).' })
  @ApiAnswer('SocialLinkItem', { errors: { 404: 'No such link.' } })
  async updateSocialLink(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateSocialLinkDto,
    @Audit() audit: AuditContext,
  ): Promise<SocialLinkItem> {
    const link = await this.editSocialLinks.update(id, socialLinkFields(dto), audit);
    if (!link) throw new NotFoundException({ message: 'Social link not found.' });
    return presentSocialLink(link);
  }

  @Delete('social-links/:id')
  @ApiOperation({ summary: 'Deletes a social link.' })
  @ApiAnswer(answerSchemas.message, { errors: { 404: 'No such link.' } })
  @HttpCode(200)
  async deleteSocialLink(@Param('id', ParseIntPipe) id: number, @Audit() audit: AuditContext): Promise<{ message: string }> {
    if (!(await this.editSocialLinks.delete(id, audit))) throw new NotFoundException({ message: 'Social link not found.' });
    return { message: 'Social link deleted.' };
  }

  // ---- promotions ----

  @Get('promotions')
  @ApiAnswer(arrayOf('StaffPromotionItem'))
  @ApiOperation({ summary: 'Every promotion, inactive ones included, each with its money change waiting for finance (if any).' })
  async listPromotions(): Promise<StaffPromotionItem[]> {
    const list = await this.promotions.list();
    const pending = await this.changes.pendingFor(list.map((p) => p.id));
    return list.map((p) => presentStaffPromotion(p, pending.get(p.id)));
  }

  @Get('promotions/:id')
  @ApiOperation({ summary: 'One promotion with its pending change, if any.' })
  @ApiAnswer('StaffPromotionItem', { errors: { 404: 'No such promotion.' } })
  async promotion(@Param('id', ParseIntPipe) id: number): Promise<StaffPromotionItem> {
    const promotion = await this.promotions.byId(id);
    if (!promotion) throw new NotFoundException({ message: 'Promotion not found.' });
    return presentStaffPromotion(promotion, (await this.changes.pendingFor([id])).get(id));
  }

  @Post('promotions')
  @ApiAnswer('StaffPromotionItem')
  @ApiOperation({
    summary:
      'Create a promotion (inactive by default). Asked to be active or display, it starts inactive with a pending change finance approves.',
  })
  async createPromotion(@Body() dto: CreatePromotionDto, @Audit() audit: AuditContext): Promise<StaffPromotionItem> {
    const result = await this.editPromotions.create(
      {
        name: dto.name,
        nameBn: dto.name_bn?.trim() ?? '',
        description: dto.description ?? '',
        descriptionBn: dto.description_bn ?? '',
        imageUrl: dto.image ?? '',
        startDate: dto.start_date,
        endDate: dto.end_date,
        status: dto.status ?? 'inactive',
        depositBonusPercent: dto.deposit_bonus_percent ?? 0,
        maxBonusMinor: parseMoney(dto.max_bonus ?? '0')!,
        minDepositMinor: parseMoney(dto.min_deposit ?? '0')!,
        turnoverMultiplier: dto.turnover_multiplier ?? 1,
        bonusTarget: dto.bonus_target ?? 'bonus',
        categories: dto.categories,
        sortOrder: dto.order ?? 0,
      },
      audit,
    );
    if (!result.ok && result.error === 'terms') throw termsRefused(result.errors);
    if (!result.ok) throw endBeforeStart();
    return this.presentSaved(result.promotion);
  }

  @Patch('promotions/:id')
  @ApiAnswer('StaffPromotionItem', { errors: { 404: 'No such promotion.' } })
  @ApiOperation({
    summary:
      'Change a promotion. Name, text, art, dates, categories and order apply at once; a change of a live promotion money terms (percent, max bonus, min deposit, multiplier, target) or making it live waits for finance (pending_change).',
  })
  async updatePromotion(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdatePromotionDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffPromotionItem> {
    const result = await this.editPromotions.update(id, promotionFields(dto), audit);
    if (!result.ok && result.error === 'dates') throw endBeforeStart();
    if (!result.ok && result.error === 'terms') throw termsRefused(result.errors);
    if (!result.ok) throw new NotFoundException({ message: 'Promotion not found.' });
    return this.presentSaved(result.promotion);
  }

  private async presentSaved(promotion: Promotion): Promise<StaffPromotionItem> {
    return presentStaffPromotion(promotion, (await this.changes.pendingFor([promotion.id])).get(promotion.id));
  }

  @Delete('promotions/:id')
  @ApiAnswer(answerSchemas.message, { errors: { 404: 'No such promotion.' } })
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a promotion made by mistake; set status inactive to retire one players have used.' })
  async deletePromotion(@Param('id', ParseIntPipe) id: number, @Audit() audit: AuditContext): Promise<{ message: string }> {
    if (!(await this.editPromotions.delete(id, audit))) throw new NotFoundException({ message: 'Promotion not found.' });
    return { message: 'Promotion deleted.' };
  }
}
