import type { PromotionItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image';
import { Modal } from '@/components/modal';
import { currentLanguage } from '@/i18n';
import { formatDhakaDay, formatNumber } from '@/lib/format';
import { usePromotion } from '../api/get-promotion';

/** The Details pop-up: the full promotion, read fresh from GET /api/promotions/{id}. */
export function PromotionDetails({ promotion, onClose }: { promotion: PromotionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePromotion(promotion.id, promotion);
  const item = detail.data ?? promotion;
  const language = currentLanguage();
  return (
    <Modal title={item.name} onClose={onClose}>
      <div className="promo-details">
        {item.thumbnail ? <LazyImage src={item.thumbnail} width={600} height={300} alt="" /> : null}
        <p>{item.desc}</p>
        <dl>
          <dt>{t('promotions.period')}</dt>
          <dd>
            {formatDhakaDay(item.start_date, language)} – {formatDhakaDay(item.end_date, language)}
          </dd>
          {item.deposit_bouns > 0 ? (
            <>
              <dt>{t('promotions.bonus')}</dt>
              <dd>{formatNumber(item.deposit_bouns, language)}%</dd>
              <dt>{t('promotions.turnover')}</dt>
              <dd>{formatNumber(item.turnover_multiplier, language)}x</dd>
            </>
          ) : null}
        </dl>
        {item.deposit_bouns > 0 ? (
          <p className="promo-details__bonus-use">
            {t(item.bonus_target === 'main' ? 'promotions.bonusUseMain' : 'promotions.bonusUseBonus', {
              multiplier: formatNumber(item.turnover_multiplier, language),
            })}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
