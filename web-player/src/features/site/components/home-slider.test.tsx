import type { SliderItem } from '@khela/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HomeSlider } from './home-slider';

const slides: SliderItem[] = ['Welcome', 'Cricket', 'Slots'].map((name, i) => ({
  id: i + 1,
  name,
  link: '',
  thubmnail: `/storage/slider/${name}.svg`,
  status: 'active',
  slider_type: 'Main',
  order: i,
}));

const current = () =>
  screen.getAllByRole('button', { name: /^Show banner/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('HomeSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks the progress bar every 30 ms and advances every 3000 ms, wrapping round', () => {
    renderWithProviders(<HomeSlider slides={slides} />);
    expect(current()).toBe(0);
    expect(progress()).toBe(0);

    act(() => vi.advanceTimersByTime(30));
    expect(progress()).toBe(1);
    act(() => vi.advanceTimersByTime(1470));
    expect(progress()).toBe(50);
    expect(current()).toBe(0);

    act(() => vi.advanceTimersByTime(1500));
    expect(current()).toBe(1);
    expect(progress()).toBe(0);

    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(0);
  });

  it('chooses a banner with its dot and restarts the progress', () => {
    renderWithProviders(<HomeSlider slides={slides} />);
    act(() => vi.advanceTimersByTime(900));
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(current()).toBe(2);
    expect(progress()).toBe(0);
    expect(screen.getByRole('img', { name: 'Slots' }).closest('[aria-hidden]')?.getAttribute('aria-hidden')).toBe('false');
  });

  it('loads the first banner at once and the others lazily, with their size reserved', () => {
    renderWithProviders(<HomeSlider slides={slides} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.every((img) => img.getAttribute('width') === '750' && img.getAttribute('height') === '300')).toBe(true);
  });
});
