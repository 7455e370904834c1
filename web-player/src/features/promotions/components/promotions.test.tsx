import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionFixture } from '@/testing/fixtures';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { PromotionsDesktop } from './promotions-desktop';
import { PromotionsMobile } from './promotions-mobile';

const promotions = [
  promotionFixture({ id: 1, name: 'Welcome Bonus', categories: [99] }),
  promotionFixture({ id: 2, name: 'Slots Reload', categories: [1] }),
  promotionFixture({ id: 3, name: 'Cricket Cashback', categories: [4 | 8192] }),
  promotionFixture({ id: 4, name: 'Casino Nights', categories: [2, 256] }),
];

function stubPromotions() {
  stubFetchByPath({
    '/api/promotion': promotions,
    '/api/promotions/3': { ...promotions[2], desc: 'Full description of the cricket cashback offer.' },
  });
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('mobile promotions', () => {
  it('filters the cards by the tab, with the category ids as bit flags', async () => {
    stubPromotions();
    renderWithProviders(<PromotionsMobile />);
    await screen.findByText('Welcome Bonus');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ALL',
      'Welcome Offer',
      'Slots',
      'Live Casino',
      'Sports',
      'Fishing',
      'E-sports',
      'Lottery',
      'P2P',
      'Table',
      'Arcade',
      'Crash',
      'Others',
    ]);
    expect(cardNames()).toEqual(['Welcome Bonus', 'Slots Reload', 'Cricket Cashback', 'Casino Nights']);

    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    expect(cardNames()).toEqual(['Cricket Cashback']);
    fireEvent.click(screen.getByRole('tab', { name: 'Welcome Offer' }));
    expect(cardNames()).toEqual(['Welcome Bonus']);
    fireEvent.click(screen.getByRole('tab', { name: 'Table' }));
    expect(cardNames()).toEqual(['Casino Nights']);
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No promotions in this category.')).toBeTruthy();
  });

  it('shows five words, Dhaka dates and a Details popup', async () => {
    stubPromotions();
    renderWithProviders(<PromotionsMobile />);
    const card = (await screen.findByText('Cricket Cashback')).closest('li') as HTMLElement;
    expect(within(card).getByText('One two three four five…')).toBeTruthy();
    expect(card.textContent).toContain('Oct 23, 2026 – Oct 23, 2027');
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cricket Cashback' });
    expect(await within(dialog).findByText('Full description of the cricket cashback offer.')).toBeTruthy();
  });
});

describe('desktop promotions', () => {
  it('shows the filter strip without hidden categories and filters by bit flags', async () => {
    stubPromotions();
    renderWithProviders(<PromotionsDesktop />);
    await screen.findByText('Welcome Bonus');
    const labels = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(labels).toEqual([
      'All',
      'Welcome Offer',
      'Slots',
      'Casino',
      'Sports',
      'Fishing',
      'ESports',
      'Lottery',
      'P2P',
      'Table',
      'Arcade',
      'Crash',
      'Others',
    ]);
    expect(labels).not.toContain('Card Game');

    fireEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(cardNames()).toEqual(['Cricket Cashback']);
    fireEvent.click(screen.getByRole('tab', { name: 'Casino' }));
    expect(cardNames()).toEqual(['Casino Nights']);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardNames()).toHaveLength(4);
    expect(screen.getAllByText('Long term')).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: 'Sign Up Now' })[0]?.getAttribute('href')).toBe('/register');
  });
});
