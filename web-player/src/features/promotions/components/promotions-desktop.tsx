import type { PromotionItem } from '@khela/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDay, formatNumber } from '@/lib/format';
import { useRotatingIndex } from '@/lib/use-rotating-index';
import { usePromotions } from '../api/get-promotions';
import { desktopPromotionFilters, filterPromotions, type PromotionFilter } from '../lib/category-filter';
import { PromotionDetails } from './promotion-details';
import './promotions.css';

/**
 * Desktop promotions (spec section 2.1): a one-slide banner rotating every 3000 ms with dots, a filter
 * strip (7 items at once; 4, 3, 2 on narrower windows) and the cards.
 */
export function PromotionsDesktop() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [filter, setFilter] = useState<PromotionFilter>('all');
  const [open, setOpen] = useState<PromotionItem | null>(null);
  const banners = (promotions.data ?? []).filter((promo) => promo.thumbnail);
  const { index, choose } = useRotatingIndex(banners.length);
  const strip = useRef<HTMLDivElement>(null);
  const language = currentLanguage();

  if (promotions.isPending) return <LoadingState />;
  if (promotions.isError) {
    return <ErrorState title={t('loadFailed')} detail={promotions.error.message} onRetry={() => void promotions.refetch()} />;
  }
  const cards = filterPromotions(promotions.data, filter);
  const banner = banners[index];
  const scrollStrip = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * strip.current.clientWidth, behavior: 'smooth' });

  return (
    <div className="promos promos--desktop">
      {banner ? (
        <section className="promo-banner" aria-roledescription="carousel" aria-label={t('promotions.banner')}>
          <LazyImage key={banner.id} src={banner.thumbnail} width={600} height={300} alt={banner.name} eager />
          <div className="promo-banner__dots">
            {banners.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('home.showBanner', { number: formatNumber(i + 1, currentLanguage()) })}
                aria-current={i === index}
                onClick={() => choose(i)}
              />
            ))}
          </div>
        </section>
      ) : null}
      <div className="promo-filter">
        <button type="button" className="promo-filter__arrow" aria-label={t('promotions.previous')} onClick={() => scrollStrip(-1)}>
          ‹
        </button>
        <div ref={strip} className="promo-filter__strip" role="tablist" aria-label={t('promotions.categoriesLabel')}>
          {desktopPromotionFilters.map((item) => (
            <button
              key={item.filter}
              type="button"
              role="tab"
              className="chip"
              aria-selected={filter === item.filter}
              onClick={() => setFilter(item.filter)}
            >
              {t(item.labelKey)}
            </button>
          ))}
        </div>
        <button type="button" className="promo-filter__arrow" aria-label={t('promotions.next')} onClick={() => scrollStrip(1)}>
          ›
        </button>
      </div>
      {cards.length === 0 ? (
        <p className="promos__empty">{t('promotions.empty')}</p>
      ) : (
        <ul className="promos__list promos__list--desktop">
          {cards.map((promo) => (
            <li key={promo.id} className="promo-card promo-card--desktop">
              {promo.thumbnail ? <LazyImage src={promo.thumbnail} width={600} height={300} alt="" /> : null}
              <div className="promo-card__body">
                <span className="promo-card__tag">{t('promotions.longTerm')}</span>
                <h3>{promo.name}</h3>
                <p>{promo.desc}</p>
                <p className="promo-card__dates">
                  {t('promotions.validity')}: {formatDhakaDay(promo.start_date, language)} – {formatDhakaDay(promo.end_date, language)}
                </p>
                <div className="promo-card__actions">
                  {/* The spec's /page/guest/register.jsp is the old site's sign-up; ours is /register. */}
                  <Link to="/register" className="button button--outline">
                    {t('promotions.signUpNow')}
                  </Link>
                  <button type="button" className="button button--gold" onClick={() => setOpen(promo)}>
                    {t('promotions.details')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? <PromotionDetails promotion={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
