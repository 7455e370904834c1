import type { GameItem, GeneralSettings, PromotionItem } from '@khela/contracts';

export const generalFixture: GeneralSettings = {
  site_title: 'Khela BD',
  site_status: 1,
  notice: ['Deposit by bKash, Nagad or Rocket.', 'Withdrawals within 30 minutes.'],
  system_notice: '',
  support_mail: 'support@khela.test',
  withdrawal_status: 1,
  messaging_link: '',
  livechat_license: '',
  tawk_property_id: '',
  tawk_widget_id: '',
  support_phone: '',
  support_telegram: '',
  support_facebook: '',
  affiliate_url: '',
  app_download_url: '',
  maintenance_text: '',
};

export function gameFixture(overrides: Partial<GameItem> & Pick<GameItem, 'code' | 'name'>): GameItem {
  return {
    type: 'SLOT',
    platform: 'RTG',
    image: '/storage/game/x.svg',
    tags: [],
    sort_order: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function promotionFixture(overrides: Partial<PromotionItem> & Pick<PromotionItem, 'id' | 'name' | 'categories'>): PromotionItem {
  return {
    desc: 'One two three four five six seven',
    thumbnail: '/storage/promotion/x.svg',
    start_date: '2026-10-23',
    end_date: '2027-10-23',
    status: 'active',
    deposit_bouns: 10,
    turnover_multiplier: 3,
    bonus_target: 'bonus',
    ...overrides,
  };
}
