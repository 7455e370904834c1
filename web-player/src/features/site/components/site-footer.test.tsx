import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it.each([
    ['desktop', '970px', '© 2024 Khela. All rights reserved.'],
    ['mobile', '200px', '© 2017-2025 Khela. All rights reserved.'],
  ] as const)('folds the %s footer to %s and unfolds it with Show More / Show Less', (variant, height, copyright) => {
    stubFetchByPath({ '/api/sociallink': [] });
    renderWithProviders(<SiteFooter variant={variant} />);
    const toggle = screen.getByRole('button', { name: 'Show More' });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body?.style.maxHeight).toBe(height);

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
    expect(body?.style.maxHeight).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(body?.style.maxHeight).toBe(height);
    expect(screen.getByText(copyright)).toBeTruthy();
  });

  it('has the long desktop blocks: responsible gaming, payments, sponsor, ambassador, licence', () => {
    stubFetchByPath({ '/api/sociallink': [] });
    renderWithProviders(<SiteFooter variant="desktop" />);
    for (const heading of ['Responsible gaming', 'Payment methods', 'Official sponsor', 'Brand ambassador', 'Gaming licence']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('bKash')).toBeTruthy();
  });
});
