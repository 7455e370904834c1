import type { PromotionItem } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { LazyImage } from '@/components/lazy-image';
import { currentLanguage } from '@/i18n';
import { formatDhakaDay } from '@/lib/format';
import { usePromotions } from '../api/get-promotions';
import { filterPromotions, firstWords, mobilePromotionTabs, type PromotionFilter } from '../lib/category-filter';
import { PromotionDetails } from './promotion-details';
import './promotions.css';

/** Mobile /promotions (spec section 2.3): category tabs that filter, cards, a Details pop-up. */
export function PromotionsMobile() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [filter, setFilter] = useState<PromotionFilter>('all');
  const [open, setOpen] = useState<PromotionItem | null>(null);
  const language = currentLanguage();

  if (promotions.isPending) return <LoadingState />;
  if (promotions.isError) {
    return <ErrorState title={t('loadFailed')} detail={promotions.error.message} onRetry={() => void promotions.refetch()} />;
  }
  const cards = filterPromotions(promotions.data, filter);

  return (
    <div className="promos">
      <div className="chip-row promos__tabs" role="tablist" aria-label={t('promotions.categoriesLabel')}>
        {mobilePromotionTabs.map((tab) => (
          <button
            key={tab.filter}
            type="button"
            role="tab"
            className="chip"
            aria-selected={filter === tab.filter}
            onClick={() => setFilter(tab.filter)}
          >
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      {cards.length === 0 ? (
        <p className="promos__empty">{t('promotions.empty')}</p>
      ) : (
        <ul className="promos__list">
          {cards.map((promo) => (
            <li key={promo.id} className="promo-card">
              {promo.thumbnail ? <LazyImage src={promo.thumbnail} width={600} height={300} alt="" /> : null}
              <div className="promo-card__body">
                <h3>{promo.name}</h3>
                <p>{firstWords(promo.desc)}</p>
                <p className="promo-card__dates">
                  {formatDhakaDay(promo.start_date, language)} – {formatDhakaDay(promo.end_date, language)}
                </p>
                <button type="button" className="button button--gold" onClick={() => setOpen(promo)}>
                  {t('promotions.details')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? <PromotionDetails promotion={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
