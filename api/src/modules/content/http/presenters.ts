import {
  formatMoney,
  type PromotionItem,
  type SliderItem,
  type SocialLinkItem,
  type StaffPromotionItem,
  type StaffSliderItem,
} from '@khela/contracts';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { inLanguage } from '../../../platform/i18n/request-language.js';
import { presentPromotionChange, type PromotionChange } from '../persistence/promotion-changes.repository.js';
import type { Promotion } from '../persistence/promotions.repository.js';
import type { Slider } from '../persistence/sliders.repository.js';
import type { SocialLink } from '../persistence/social-links.repository.js';

// The compatibility edge: the spec's field names (and its spellings) exist only here. Players get each
// staff-written text in their language (English where no Bangla was written); staff get both.

export const presentSlider = (s: Slider, language: Language = 'en'): SliderItem => ({
  id: s.id,
  name: inLanguage(language, s.name, s.nameBn),
  link: s.link,
  thubmnail: s.imageUrl, // sic: spec section 3 spells the field "thubmnail"
  status: s.status,
  slider_type: s.sliderType,
  order: s.sortOrder,
});

export const presentStaffSlider = (s: Slider): StaffSliderItem => ({ ...presentSlider(s), name_bn: s.nameBn });

export const presentSocialLink = (l: SocialLink): SocialLinkItem => ({
  id: l.id,
  name: l.name,
  icon: l.icon,
  link: l.link,
  status: l.status,
  order: l.sortOrder,
});

export const presentPromotion = (p: Promotion, language: Language = 'en'): PromotionItem => ({
  id: p.id,
  name: inLanguage(language, p.name, p.nameBn),
  desc: inLanguage(language, p.description, p.descriptionBn),
  thumbnail: p.imageUrl,
  start_date: p.startDate,
  end_date: p.endDate,
  status: p.status,
  deposit_bouns: p.depositBonusPercent, // sic: spec section 3 spells the field "deposit_bouns"
  turnover_multiplier: p.turnoverMultiplier,
  bonus_target: p.bonusTarget,
  categories: p.categories,
});

export const presentStaffPromotion = (p: Promotion, pending?: PromotionChange): StaffPromotionItem => ({
  ...presentPromotion(p),
  name_bn: p.nameBn,
  desc_bn: p.descriptionBn,
  max_bonus: formatMoney(p.maxBonusMinor),
  min_deposit: formatMoney(p.minDepositMinor),
  pending_change: pending ? presentPromotionChange(pending) : null,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});
