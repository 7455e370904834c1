/** GET /api/logo answers a list; clients use the first item (spec section 3, "Logo settings"). */
export interface LogoItem {
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
}

/** GET /api/general (spec section 3, "General settings"). Field names are the compatibility contract. */
export interface GeneralSettings {
  site_title: string;
  /** 1 = site open, 0 = maintenance page. */
  site_status: number;
  /** The marquee on home: one announcement per item. */
  notice: string[];
  /** Pop-up HTML written by staff; always sanitised (on save and again on every answer). */
  system_notice: string;
  support_mail: string;
  /** 1 = withdrawal methods shown, 0 = hidden. */
  withdrawal_status: number;
  /** Messaging-app chat link (e.g. a WhatsApp or Telegram URL); the chat button's second choice. */
  messaging_link: string;
  /** LiveChat widget licence; the chat button's first choice when set. */
  livechat_license: string;
  /** The other chat widget (Tawk-style property and widget ids); the chat button's last choice. */
  tawk_property_id: string;
  tawk_widget_id: string;
  support_phone: string;
  /** Support links shown as icons in the desktop header and the side menu. */
  support_telegram: string;
  support_facebook: string;
  /** External affiliate login (side menu "Affiliate"). */
  affiliate_url: string;
  /** The App button downloads this .apk when set; otherwise it offers to install the PWA. */
  app_download_url: string;
}

export const sliderTypes = ['Main', 'Favourite', 'Features'] as const;
export type SliderType = (typeof sliderTypes)[number];

export const contentStatuses = ['active', 'inactive'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** One item of GET /api/sliders. */
export interface SliderItem {
  id: number;
  name: string;
  link: string;
  /** The spec's spelling of "thumbnail" (a compatibility field name; internally `imageUrl`). */
  thubmnail: string;
  status: ContentStatus;
  slider_type: SliderType;
  order: number;
}

/** One item of GET /api/sociallink. */
export interface SocialLinkItem {
  id: number;
  name: string;
  icon: string;
  link: string;
  status: ContentStatus;
  order: number;
}

/** GET /api/market/block (spec section 6): 0 with status not 'active' blocks the section. */
export interface MarketBlock {
  exchange_market: number;
  cs_market: number;
  status: string;
}

/**
 * Promotion category ids of spec section 2.1. They are bit flags (99, Welcome Offer, is the exception):
 * a card shows under a filter when their categories share a bit, or are equal for 99.
 */
export const promotionCategories = [
  { id: 99, label: 'Welcome Offer', hidden: false },
  { id: 1, label: 'Slots', hidden: false },
  { id: 2, label: 'Casino', hidden: false },
  { id: 4, label: 'Sports', hidden: false },
  { id: 8, label: 'Fishing', hidden: false },
  { id: 16, label: 'Card Game', hidden: true },
  { id: 32, label: 'ESports', hidden: false },
  { id: 64, label: 'Lottery', hidden: false },
  { id: 128, label: 'P2P', hidden: false },
  { id: 256, label: 'Table', hidden: false },
  { id: 1024, label: 'Arcade', hidden: false },
  { id: 2048, label: 'Cock Fighting', hidden: true },
  { id: 4096, label: 'Rain', hidden: true },
  { id: 8192, label: 'Crash', hidden: false },
  { id: 16384, label: 'free games', hidden: true },
  { id: 512, label: 'Others', hidden: false },
] as const;
export type PromotionCategoryId = (typeof promotionCategories)[number]['id'];
export const promotionCategoryIds: readonly number[] = promotionCategories.map((c) => c.id);

/** active: listed and offered at deposit; display: listed only; inactive: hidden from players. */
export const promotionStatuses = ['active', 'display', 'inactive'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** Where the deposit bonus is credited. */
export const bonusTargets = ['bonus', 'main'] as const;
export type BonusTarget = (typeof bonusTargets)[number];

/** An item of GET /api/promotion and the answer of GET /api/promotions/{id}. */
export interface PromotionItem {
  id: number;
  name: string;
  desc: string;
  thumbnail: string;
  /** YYYY-MM-DD (Asia/Dhaka calendar day). */
  start_date: string;
  end_date: string;
  status: PromotionStatus;
  /** The spec's spelling: percent of the deposit paid as bonus (internally `depositBonusPercent`). */
  deposit_bouns: number;
  turnover_multiplier: number;
  bonus_target: BonusTarget;
  categories: number[];
}

/** GET /api/admin/... lists and editor answers carry timestamps too. */
export interface StaffPromotionItem extends PromotionItem {
  created_at: string;
  updated_at: string;
}

/** POST /api/admin/content/notices answers the sanitised HTML so the editor previews what players get. */
export interface NoticesView {
  notice: string[];
  system_notice: string;
}

export const uploadPurposes = ['logo', 'slider', 'promotion', 'game', 'provider'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** POST /api/admin/uploads (multipart: file, purpose). */
export interface UploadedImage {
  url: string;
  mime: string;
  size: number;
}
