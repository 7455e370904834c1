import type { SliderItem } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { currentLanguage } from '@/i18n';
import { formatNumber } from '@/lib/format';
import './home-slider.css';

/** Spec section 9: the banner advances every 3000 ms; its progress bar ticks every 30 ms up to 100. */
export const SLIDER_AUTOPLAY_MS = 3000;
export const SLIDER_TICK_MS = 30;
const PROGRESS_MAX = 100;
const PROGRESS_STEP = (PROGRESS_MAX * SLIDER_TICK_MS) / SLIDER_AUTOPLAY_MS;

/** Demo and staff banners are 750 by 300; the box is reserved at that ratio. */
const SLIDE_WIDTH = 750;
const SLIDE_HEIGHT = 300;

function isInternal(link: string) {
  return link.startsWith('/') && !link.startsWith('//');
}

/** The home page's main slider: autoplay, dots to choose, a progress bar. */
export function HomeSlider({ slides, loading = false }: { slides: readonly SliderItem[]; loading?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState({ index: 0, progress: 0 });
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      setState(({ index, progress }) => {
        const next = progress + PROGRESS_STEP;
        return next >= PROGRESS_MAX ? { index: (index + 1) % count, progress: 0 } : { index, progress: next };
      });
    }, SLIDER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  // While the banners load, keep their box so the sections below do not jump when they arrive.
  if (count === 0) {
    return loading ? (
      <div className="home-slider" aria-hidden="true">
        <div className="home-slider__viewport" />
      </div>
    ) : null;
  }
  const index = state.index % count;

  return (
    <section className="home-slider" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div className="home-slider__viewport">
        <div className="home-slider__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => {
            const image = <LazyImage src={slide.thubmnail} alt={slide.name} width={SLIDE_WIDTH} height={SLIDE_HEIGHT} eager={i === 0} />;
            return (
              <div
                key={slide.id}
                className="home-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}`}
                aria-hidden={i !== index}
              >
                {slide.link ? (
                  isInternal(slide.link) ? (
                    <Link to={slide.link} tabIndex={i === index ? 0 : -1}>
                      {image}
                    </Link>
                  ) : (
                    <a href={slide.link} target="_blank" rel="noopener noreferrer" tabIndex={i === index ? 0 : -1}>
                      {image}
                    </a>
                  )
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <div
            className="home-slider__progress"
            role="progressbar"
            aria-label={t('home.bannerProgress')}
            aria-valuemin={0}
            aria-valuemax={PROGRESS_MAX}
            aria-valuenow={Math.round(state.progress)}
          >
            <span style={{ transform: `scaleX(${state.progress / PROGRESS_MAX})` }} />
          </div>
          <div className="home-slider__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('home.showBanner', { number: formatNumber(i + 1, currentLanguage()) })}
                aria-current={i === index}
                onClick={() => setState({ index: i, progress: 0 })}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
