import { formatMoney, type PromotionItem, type SliderItem, type SocialLinkItem, type StaffPromotionItem } from '@khela/contracts';
import { presentPromotionChange, type PromotionChange } from '../persistence/promotion-changes.repository.js';
import type { Promotion } from '../persistence/promotions.repository.js';
import type { Slider } from '../persistence/sliders.repository.js';
import type { SocialLink } from '../persistence/social-links.repository.js';

// The compatibility edge: the spec's field names (and its spellings) exist only here.

export const presentSlider = (s: Slider): SliderItem => ({
  id: s.id,
  name: s.name,
  link: s.link,
  thubmnail: s.imageUrl, // sic: spec section 3 spells the field "thubmnail"
  status: s.status,
  slider_type: s.sliderType,
  order: s.sortOrder,
});

export const presentSocialLink = (l: SocialLink): SocialLinkItem => ({
  id: l.id,
  name: l.name,
  icon: l.icon,
  link: l.link,
  status: l.status,
  order: l.sortOrder,
});

export const presentPromotion = (p: Promotion): PromotionItem => ({
  id: p.id,
  name: p.name,
  desc: p.description,
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
  max_bonus: formatMoney(p.maxBonusMinor),
  min_deposit: formatMoney(p.minDepositMinor),
  pending_change: pending ? presentPromotionChange(pending) : null,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});
