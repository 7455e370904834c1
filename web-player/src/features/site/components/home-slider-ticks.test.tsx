import type { SliderItem } from '@khela/contracts';
import { act } from '@testing-library/react';
import type { ImgHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HomeSlider } from './home-slider';

// Counts the banners' renders (the image component stands in for the whole banner).
const imageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/lazy-image', () => ({
  LazyImage: ({ src, alt }: ImgHTMLAttributes<HTMLImageElement>) => {
    imageRenders.count += 1;
    return <img src={src} alt={alt} />;
  },
}));

const slides: SliderItem[] = ['Welcome', 'Cricket', 'Slots'].map((name, i) => ({
  id: i + 1,
  name,
  link: '/promotions',
  thubmnail: `/storage/slider/${name}.svg`,
  status: 'active',
  slider_type: 'Main',
  order: i,
}));

describe('HomeSlider ticks (issue 14: the home page main thread)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-renders only the progress bar on a tick; the banners render again when the banner changes', () => {
    renderWithProviders(<HomeSlider slides={slides} />);
    const afterMount = imageRenders.count;

    for (let tick = 1; tick < 100; tick += 1) act(() => vi.advanceTimersByTime(30)); // each tick rendered on its own
    expect(imageRenders.count).toBe(afterMount);

    act(() => vi.advanceTimersByTime(30)); // the 100th: the next banner
    expect(imageRenders.count).toBe(afterMount + slides.length);
  });
});
