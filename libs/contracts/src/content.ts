/** GET /api/logo answers a list; clients use the first item (spec section 3, "Logo settings"). */
export interface LogoItem {
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
}

/**
 * GET /api/general (spec section 3, "General settings"). Field names are the compatibility contract.
 * Staff-written texts (notice, system_notice, maintenance_text) come in the request's language
 * (Accept-Language), English where no Bangla was written.
 */
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
  /** Staff's text on the maintenance page (site_status 0); empty: the page's own text. */
  maintenance_text: string;
}

export const sliderTypes = ['Main', 'Favourite', 'Features'] as const;
export type SliderType = (typeof sliderTypes)[number];

export const contentStatuses = ['active', 'inactive'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** One item of GET /api/sliders. */
export interface SliderItem {
  id: number;
  /** The caption, in the request's language (English where no Bangla was written). */
  name: string;
  link: string;
  /** The spec's spelling of "thumbnail" (a compatibility field name; internally `imageUrl`). */
  thubmnail: string;
  status: ContentStatus;
  slider_type: SliderType;
  order: number;
}

/**
 * The player home page's first view, written by the api into the home page's HTML (a JSON data block, a
 * script element of type application/json with id home-first-view): exactly what GET /api/logo, GET /api/general and
 * GET /api/sliders?slider_type=Main answer in `language` at `at` (epoch milliseconds), so the page shows its
 * banners without waiting for those three requests (issue 14, home page performance budget).
 */
export interface HomeFirstView {
  language: 'en';
  at: number;
  logo: LogoItem[];
  general: GeneralSettings;
  sliders: SliderItem[];
}

/** Staff views of a slider: the caption in both languages (`name` is the English). */
export interface StaffSliderItem extends SliderItem {
  /** Empty: players reading Bangla see the English. */
  name_bn: string;
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
  /** Name and description in the request's language (English where no Bangla was written). */
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

/**
 * Bounds of a promotion's money terms, checked by the api and shown by the back-office editor. The
 * bonus of a deposit is min(deposit x percent, max bonus); 0 percent means no deposit bonus. A percent
 * above 0 needs a maximum bonus, and the minimum deposit's bonus must fit under it (else every
 * qualifying deposit hits the cap and the percent means nothing: a typo, most likely).
 */
export const promotionBounds = {
  bonusPercentMax: 200,
  turnoverMultiplierMin: 1,
  turnoverMultiplierMax: 50,
  /** 200% of the largest deposit (25,000.00). */
  maxBonusMax: '50000.00',
  /** The largest deposit; 0 means the site's own minimum applies. */
  minDepositMax: '25000.00',
} as const;

/** A promotion is live (players may pick it at deposit) unless inactive. */
export const isLivePromotionStatus = (status: PromotionStatus): boolean => status !== 'inactive';

/**
 * The money terms of a promotion, as an editor sends them. On a live promotion (or one being made
 * live) a change of any of them, and the change of status to live itself, waits for a finance user
 * (permission promotions.approve) instead of applying: maker-checker.
 */
export interface PromotionMoneyTerms {
  deposit_bonus_percent?: number;
  /** Decimal string, e.g. "10000.00". */
  max_bonus?: string;
  min_deposit?: string;
  turnover_multiplier?: number;
  bonus_target?: BonusTarget;
  status?: PromotionStatus;
}

export const promotionChangeStatuses = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type PromotionChangeStatus = (typeof promotionChangeStatuses)[number];

/** A requested change of a promotion's money terms: GET /api/admin/promotion-changes and inside StaffPromotionItem. */
export interface PromotionChangeView {
  id: string;
  promotion: { id: number; name: string; status: PromotionStatus };
  status: PromotionChangeStatus;
  /** The promotion's values of the changed terms when the change was requested. */
  before: PromotionMoneyTerms;
  /** The values requested. */
  after: PromotionMoneyTerms;
  requested_by: { id: string; username: string };
  requested_at: string;
  decided_by: { id: string; username: string } | null;
  decided_at: string | null;
  reject_reason: string | null;
}

/** GET /api/admin/... lists and editor answers carry timestamps, the bonus cap and the pending money change too. */
export interface StaffPromotionItem extends PromotionItem {
  /** Bangla of `name` and `desc` (which are the English here); empty: players reading Bangla see the English. */
  name_bn: string;
  desc_bn: string;
  /** Decimal string: the most bonus one deposit can get ("0.00" with no deposit bonus). */
  max_bonus: string;
  /** Decimal string: the smallest deposit that gets the bonus ("0.00": the site's minimum). */
  min_deposit: string;
  /** A change of money terms awaiting finance, if any (it is not applied yet). */
  pending_change: PromotionChangeView | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/admin/promotion-changes/{id}/approve and /reject answer the change and the promotion as it now is. */
export interface PromotionChangeDecision {
  change: PromotionChangeView;
  message: string;
}

/** POST /api/admin/content/notices answers the sanitised HTML so the editor previews what players get. */
export interface NoticesView {
  notice: string[];
  system_notice: string;
  /** The Bangla marquee; empty: players reading Bangla see the English list. */
  notice_bn: string[];
  /** The Bangla system notice (sanitised like the English); empty: the English. */
  system_notice_bn: string;
  /** The maintenance page's text in English and Bangla; empty: the page's own text. */
  maintenance_text: string;
  maintenance_text_bn: string;
}

export const uploadPurposes = ['logo', 'slider', 'promotion', 'game', 'provider'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** POST /api/admin/uploads (multipart: file, purpose). */
export interface UploadedImage {
  url: string;
  mime: string;
  size: number;
}
