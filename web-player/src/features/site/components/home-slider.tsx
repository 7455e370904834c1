import type { SliderItem } from '@khela/contracts';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
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

/**
 * The progress bar: ticks every SLIDER_TICK_MS and calls `onDone` each time it fills, then starts again.
 * The bar is drawn by a CSS animation (the compositor's work, restarted with each banner through `turn`); a
 * tick only sets aria-valuenow, without a React render or a style change. Re-rendering on every tick (at first
 * the whole slider: every banner, link and dot) kept a phone's main thread busy as long as the page was
 * open, and on a loaded CPU those 33 renders a second became long tasks (issue 14). One interval for the
 * component's life (a new key restarts it), so the banners keep their 3000 ms beat however late React renders.
 */
function SliderProgress({ label, turn, onDone }: { label: string; turn: number; onDone: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    // Progress counts whole ticks of the clock, not timer callbacks: on a busy phone the callbacks come late,
    // and the banner would lag the bar's animation, which keeps time.
    let start = Date.now();
    const show = (progress: number) => bar.current?.setAttribute('aria-valuenow', String(Math.round(progress)));
    const timer = window.setInterval(() => {
      const progress = Math.floor((Date.now() - start) / SLIDER_TICK_MS) * PROGRESS_STEP;
      if (progress < PROGRESS_MAX) {
        show(progress);
        return;
      }
      start = Date.now();
      show(0);
      done.current();
    }, SLIDER_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const fill = { '--slider-autoplay': `${SLIDER_AUTOPLAY_MS}ms` } as CSSProperties;
  return (
    <div
      ref={bar}
      className="home-slider__progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={0}
    >
      <span key={turn} style={fill} />
    </div>
  );
}

/** The home page's main slider: autoplay, dots to choose, a progress bar. */
export function HomeSlider({ slides, loading = false }: { slides: readonly SliderItem[]; loading?: boolean }) {
  const { t } = useTranslation();
  // `choice` counts the dots pressed: each press restarts the progress bar (a new key); `turn` counts the
  // banners shown, restarting the bar's animation.
  const [state, setState] = useState({ index: 0, choice: 0, turn: 0 });
  const count = slides.length;
  const advance = useCallback(() => setState((s) => ({ ...s, index: (s.index + 1) % Math.max(count, 1), turn: s.turn + 1 })), [count]);

  // While the banners load, keep their box (with the progress bar's and dots' room) so the sections below
  // do not jump when they arrive.
  if (count === 0) {
    return loading ? (
      <div className="home-slider" aria-hidden="true">
        <div className="home-slider__viewport" />
        <div className="home-slider__progress" />
        <div className="home-slider__dots home-slider__dots--reserved" />
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
          <SliderProgress key={state.choice} label={t('home.bannerProgress')} turn={state.turn} onDone={advance} />
          <div className="home-slider__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('home.showBanner', { number: formatNumber(i + 1, currentLanguage()) })}
                aria-current={i === index}
                onClick={() => setState(({ choice, turn }) => ({ index: i, choice: choice + 1, turn: turn + 1 }))}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
