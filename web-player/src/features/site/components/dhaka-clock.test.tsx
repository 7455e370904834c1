import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { DhakaClock } from './dhaka-clock';

describe('DhakaClock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows Asia/Dhaka time (GMT+6) and ticks every second', () => {
    // 18:30:00 UTC on 1 March is 00:30:00 on 2 March in Dhaka.
    vi.useFakeTimers({ now: new Date('2026-03-01T18:30:00.000Z') });
    renderWithProviders(<DhakaClock />);
    const clock = screen.getByLabelText('Time in Dhaka');
    expect(clock.textContent).toBe('Mar 2, 2026, 00:30:00 (GMT+6)');

    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('Mar 2, 2026, 00:30:01 (GMT+6)');
    act(() => vi.advanceTimersByTime(59_000));
    expect(clock.textContent).toContain('00:31:00');
  });

  it('uses Bangla digits in Bangla', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T18:30:00.000Z') });
    act(() => changeLanguage('bn'));
    renderWithProviders(<DhakaClock />);
    expect(screen.getByLabelText('ঢাকার সময়').textContent).toContain('০০:৩০:০০');
  });
});
