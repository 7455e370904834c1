import { Inject, Injectable } from '@nestjs/common';
import type { SliderType } from '@khela/contracts';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { ImageStore } from '../commands/upload-image/image-store.js';
import { PromotionsRepository, type PromotionInput } from '../persistence/promotions.repository.js';
import { SiteSettingsRepository } from '../persistence/site-settings.repository.js';
import { SlidersRepository } from '../persistence/sliders.repository.js';
import { SocialLinksRepository } from '../persistence/social-links.repository.js';
import { SettingKeys, type StoredGeneral } from '../settings.js';
import { bannerSvg, iconSvg, type BannerArt } from './banner-art.js';

/** The Khela wordmark, drawn as SVG so the demo needs no binary assets. */
const logoSvg = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">
  <rect width="${width}" height="48" rx="10" fill="#0b3d2e"/>
  <circle cx="24" cy="24" r="15" fill="#f5c542"/>
  <path d="M18 14v20M18 24l10-10M18 24l10 10" stroke="#0b3d2e" stroke-width="4" stroke-linecap="round" fill="none"/>
  <text x="48" y="33" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#f5c542">Khela</text>
</svg>
`;

const demoGeneral: StoredGeneral = {
  site_title: 'Khela',
  site_status: 1,
  notice: [
    'Welcome to Khela! Deposit by bKash, Nagad or Rocket and play in taka.',
    'Withdrawals are reviewed around the clock, usually within 30 minutes.',
    'New: Sundarban Slots weekly 10% reload bonus every Friday.',
  ],
  notice_bn: [
    'খেলায় স্বাগতম! বিকাশ, নগদ বা রকেটে ডিপোজিট করুন আর টাকায় খেলুন।',
    'উইথড্রয়াল দিনরাত যাচাই করা হয়, সাধারণত ৩০ মিনিটের মধ্যে।',
    'নতুন: প্রতি শুক্রবার সুন্দরবন স্লটসে সাপ্তাহিক ১০% রিলোড বোনাস, সর্বোচ্চ ৳২,০০০।',
  ],
  system_notice:
    '<h3>Welcome to Khela</h3><p>Claim your <b>100% Welcome Offer</b> on your first deposit. ' +
    'Questions? Write to <a href="mailto:support@khela.example">support@khela.example</a>.</p>',
  system_notice_bn:
    '<h3>খেলায় স্বাগতম</h3><p>প্রথম ডিপোজিটে নিন <b>১০০% ওয়েলকাম অফার</b>। ' +
    'প্রশ্ন আছে? লিখুন <a href="mailto:support@khela.example">support@khela.example</a> ঠিকানায়।</p>',
  maintenance_text: '',
  maintenance_text_bn: '',
  support_mail: 'support@khela.example',
  withdrawal_status: 1,
  messaging_link: 'https://wa.me/8801700000000',
  livechat_license: '',
  tawk_property_id: 'demo-property',
  tawk_widget_id: 'default',
  support_phone: '+880 1700-000000',
  support_telegram: 'https://t.me/khela_support_demo',
  support_facebook: 'https://facebook.com/khela.demo',
  affiliate_url: 'https://affiliate.khela.example/login',
  app_download_url: '',
};

interface DemoSlider extends BannerArt {
  key: string;
  /** The caption in Bangla (the English is the art's title). */
  titleBn: string;
  type: SliderType;
  link: string;
}

// Banner art is an <img>, which page fonts never reach: its text says BDT, not the taka sign (a device
// without a Bengali font would draw ৳ as a box there).
const demoSliders: DemoSlider[] = [
  {
    key: 'main-welcome',
    type: 'Main',
    link: '/promotions',
    title: 'Welcome Offer 100%',
    titleBn: 'ওয়েলকাম অফার ১০০%',
    subtitle: 'Double your first deposit, up to BDT 10,000',
    from: '#0b3d2e',
    to: '#1f8a5b',
    accent: '#f5c542',
    glyph: 'gift',
  },
  {
    key: 'main-cricket',
    type: 'Main',
    link: '/exchange',
    title: 'Cricket Exchange',
    titleBn: 'ক্রিকেট এক্সচেঞ্জ',
    subtitle: 'Back and lay every ball, live odds',
    from: '#12254a',
    to: '#2f6fd6',
    accent: '#ffd166',
    glyph: 'ball',
  },
  {
    key: 'main-slots',
    type: 'Main',
    link: '/games?type=SLOT&system=SBS&title=Slot',
    title: 'Sundarban Slots',
    titleBn: 'সুন্দরবন স্লটস',
    subtitle: 'Weekly 10% reload on every Friday',
    from: '#3d1a5b',
    to: '#a23fd6',
    accent: '#ffcf4a',
    glyph: 'star',
  },
  {
    key: 'fav-live',
    type: 'Favourite',
    link: '/games?type=LIVE&system=PDL&title=Casino',
    title: 'Padma Live',
    titleBn: 'পদ্মা লাইভ',
    subtitle: 'Live dealers from Dhaka, day and night',
    from: '#5b1a1a',
    to: '#d63f3f',
    accent: '#ffe08a',
    glyph: 'cards',
  },
  {
    key: 'fav-crash',
    type: 'Favourite',
    link: '/games?type=EGAME&system=MGN&title=Crash',
    title: 'Rocket Rickshaw',
    titleBn: 'রকেট রিকশা',
    subtitle: 'Cash out before it flies away',
    from: '#1a3d5b',
    to: '#3fb8d6',
    accent: '#ffd166',
    glyph: 'bolt',
  },
  {
    key: 'feat-vip',
    type: 'Features',
    link: '/vip',
    title: 'VIP Club',
    titleBn: 'ভিআইপি ক্লাব',
    subtitle: 'Earn VP on every bet, convert to cash',
    from: '#2b2b2b',
    to: '#6b5a2b',
    accent: '#f5c542',
    glyph: 'crown',
  },
  {
    key: 'feat-fishing',
    type: 'Features',
    link: '/games?type=FH&system=RTG&title=Fishing',
    title: 'Hilsa Hunt',
    titleBn: 'ইলিশ শিকার',
    subtitle: 'Fishing games with big catches',
    from: '#0b3d5b',
    to: '#1f8ab5',
    accent: '#9ef0c8',
    glyph: 'fish',
  },
  {
    key: 'feat-referral',
    type: 'Features',
    link: '/refrrel-program',
    title: 'Refer a Friend',
    titleBn: 'বন্ধুকে রেফার করুন',
    subtitle: 'Daily, weekly and monthly cash rewards',
    from: '#3d3d0b',
    to: '#8a8a1f',
    accent: '#ffffff',
    glyph: 'coin',
  },
];

const demoSocialLinks = [
  { key: 'facebook', name: 'Facebook', link: 'https://facebook.com/khela.demo', letter: 'f', color: '#1877f2' },
  { key: 'telegram', name: 'Telegram', link: 'https://t.me/khela_demo', letter: 'T', color: '#229ed9' },
  { key: 'youtube', name: 'YouTube', link: 'https://youtube.com/@khela.demo', letter: '▶', color: '#ff0000' },
  { key: 'instagram', name: 'Instagram', link: 'https://instagram.com/khela.demo', letter: 'I', color: '#c13584' },
];

/** A Dhaka calendar day, `days` from today. */
const dhakaDay = (days: number) => new Date(Date.now() + 6 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

const demoPromotions: (Omit<PromotionInput, 'imageUrl' | 'sortOrder'> & { key: string; art: BannerArt })[] = [
  {
    key: 'welcome-offer',
    name: 'Welcome Offer: 100% First Deposit Bonus',
    nameBn: 'ওয়েলকাম অফার: প্রথম ডিপোজিটে ১০০% বোনাস',
    descriptionBn:
      'খেলায় নতুন? কমপক্ষে ৳৫০০ প্রথম ডিপোজিট করুন, আমরা দেব ১০০%, সর্বোচ্চ ৳১০,০০০। বোনাস আপনার বোনাস ওয়ালেটে জমা হয় এবং ডিপোজিট ও বোনাসের ৩ গুণ টার্নওভারের পরে ছাড়া হয়। প্রতি খেলোয়াড়, পরিবার ও ফোন নম্বরে একটি ওয়েলকাম বোনাস।',
    description:
      'New to Khela? Make your first deposit of at least ৳500 and we match it 100%, up to ৳10,000. The bonus is credited to your bonus wallet and is released after 3x turnover of deposit plus bonus. One welcome bonus per player, household and phone number.',
    startDate: dhakaDay(-30),
    endDate: dhakaDay(335),
    status: 'active',
    depositBonusPercent: 100,
    maxBonusMinor: 1_000_000n, // up to 10,000.00
    minDepositMinor: 50_000n, // from 500.00
    turnoverMultiplier: 3,
    bonusTarget: 'bonus',
    categories: [99],
    art: {
      title: 'Welcome Offer',
      subtitle: '100% on your first deposit',
      from: '#0b3d2e',
      to: '#1f8a5b',
      accent: '#f5c542',
      glyph: 'gift',
    },
  },
  {
    key: 'slots-weekly-reload',
    name: 'Sundarban Slots Weekly 10% Reload',
    nameBn: 'সুন্দরবন স্লটস সাপ্তাহিক ১০% রিলোড',
    descriptionBn:
      'প্রতি শুক্রবার কমপক্ষে ৳৩০০ ডিপোজিট করুন আর স্লট খেলতে পান ১০% বাড়তি, প্রতি সপ্তাহে সর্বোচ্চ ৳২,০০০। উইথড্রয়ালের আগে ৫ গুণ টার্নওভার। সব স্লট প্রোভাইডারে প্রযোজ্য।',
    description:
      'Every Friday, deposit at least ৳300 and get 10% extra to play slots, up to ৳2,000 each week. Turnover 5x before withdrawal. Valid on all slot providers.',
    startDate: dhakaDay(-7),
    endDate: dhakaDay(180),
    status: 'active',
    depositBonusPercent: 10,
    maxBonusMinor: 200_000n, // up to 2,000.00
    minDepositMinor: 30_000n, // from 300.00
    turnoverMultiplier: 5,
    bonusTarget: 'bonus',
    categories: [1],
    art: {
      title: 'Slots Reload 10%',
      subtitle: 'Every Friday, up to BDT 2,000',
      from: '#3d1a5b',
      to: '#a23fd6',
      accent: '#ffcf4a',
      glyph: 'star',
    },
  },
  {
    key: 'sports-cricket-boost',
    name: 'Cricket Season 5% Sports Bonus',
    nameBn: 'ক্রিকেট মৌসুম ৫% স্পোর্টস বোনাস',
    descriptionBn:
      'পুরো মৌসুম আপনার দলের পাশে থাকুন: ৳১,০০০ বা তার বেশি স্পোর্টস ও এক্সচেঞ্জ ডিপোজিটে ৫% বোনাস, আপনার মেইন ওয়ালেটে। স্পোর্টস মার্কেটে ১ গুণ টার্নওভার। তথ্যের জন্য দেখানো; চালু থাকলে ডিপোজিটের সময় বেছে নিন।',
    description:
      'Back your team all season: a 5% bonus on sports and exchange deposits of ৳1,000 or more, paid to your main wallet. Turnover 1x on sports markets. Shown for information; choose it at deposit while it is active.',
    startDate: dhakaDay(-3),
    endDate: dhakaDay(90),
    status: 'display',
    depositBonusPercent: 5,
    maxBonusMinor: 125_000n, // 5% of the largest deposit (25,000.00)
    minDepositMinor: 100_000n, // from 1,000.00
    turnoverMultiplier: 1,
    bonusTarget: 'main',
    categories: [4, 32],
    art: {
      title: 'Cricket Season 5%',
      subtitle: 'Sports and exchange deposits',
      from: '#12254a',
      to: '#2f6fd6',
      accent: '#ffd166',
      glyph: 'ball',
    },
  },
];

/**
 * Site title, notices, support settings, market block, sliders, social links and promotions for the
 * demo, with generated art written to STORAGE_DIR. Idempotent and never overwrites what staff changed:
 * settings are added only where missing, and each list is seeded once (a marker remembers it, so a
 * slider staff deleted does not come back on the next start). Art files are ours and rewritten each run.
 */
@Injectable()
@DemoSeed(10)
export class DemoContentSeed implements DemoSeeder {
  constructor(
    @Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository,
    @Inject(SlidersRepository) private readonly sliders: SlidersRepository,
    @Inject(SocialLinksRepository) private readonly socialLinks: SocialLinksRepository,
    @Inject(PromotionsRepository) private readonly promotions: PromotionsRepository,
    @Inject(ImageStore) private readonly files: ImageStore,
  ) {}

  async seed(): Promise<void> {
    const logo = await this.files.write('content', 'khela-logo.svg', logoSvg(150));
    const mobileLogo = await this.files.write('content', 'khela-logo-mobile.svg', logoSvg(130));
    await this.settings.setIfMissing(SettingKeys.logo, { logo, mobile_logo: mobileLogo, loader_logo: mobileLogo, favicon: mobileLogo });
    // Adds the support and chat fields to a general row seeded before they existed, keeping staff values.
    await this.settings.addMissingFields(SettingKeys.general, { ...demoGeneral });
    await this.settings.setIfMissing(SettingKeys.marketBlock, { exchange_market: 1, cs_market: 1, status: 'active' });

    const art = await Promise.all(demoSliders.map((s) => this.files.write('slider', `demo-${s.key}.svg`, bannerSvg(s))));
    if (await this.firstTime('sliders')) {
      const orderInType = new Map<SliderType, number>();
      for (const [i, s] of demoSliders.entries()) {
        const order = orderInType.get(s.type) ?? 0;
        orderInType.set(s.type, order + 1);
        await this.sliders.create(
          { name: s.title, nameBn: s.titleBn, link: s.link, imageUrl: art[i]!, sliderType: s.type, status: 'active', sortOrder: order },
          `demo-${s.key}`,
        );
      }
    }

    const icons = await Promise.all(
      demoSocialLinks.map((l) => this.files.write('social', `demo-${l.key}.svg`, iconSvg(l.letter, l.color))),
    );
    if (await this.firstTime('social_links')) {
      for (const [i, l] of demoSocialLinks.entries()) {
        await this.socialLinks.create({ name: l.name, link: l.link, icon: icons[i]!, status: 'active', sortOrder: i }, `demo-${l.key}`);
      }
    }

    const promoArt = await Promise.all(
      demoPromotions.map((p) => this.files.write('promotion', `demo-${p.key}.svg`, bannerSvg(p.art, 600, 300))),
    );
    if (await this.firstTime('promotions')) {
      for (const [i, { key, art: _art, ...p }] of demoPromotions.entries()) {
        await this.promotions.create({ ...p, imageUrl: promoArt[i]!, sortOrder: i }, `demo-${key}`);
      }
    }
  }

  /** True the first time a list is seeded in this database; remembers it. */
  private firstTime(list: string): Promise<boolean> {
    return this.settings.setIfMissing(`demo_seeded:${list}`, { at: new Date().toISOString() });
  }
}
