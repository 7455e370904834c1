import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { betFigures } from '../lib/bet-figures';
import { tick } from '../lib/price-ladder';
import { matchOdds } from '../testing/fixtures';
import { BetSlip, type SlipPick } from './bet-slip';

const backPick: SlipPick = { selectionId: 1, runner: 'Dhaka Dynamites', side: 'back', price: 2.5 };

function setup(pick: SlipPick = backPick, answer: () => Promise<Response> | Response = () => jsonResponse(placed)) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body ?? '{}')));
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<BetSlip market={matchOdds()} pick={pick} onClose={() => undefined} />);
  return { bodies, fetchMock };
}

const placed = {
  order: {
    order_id: '7f1c1111-2222-4333-8444-555566667777',
    market_id: '1.101',
    event_id: 'E1',
    selection_id: 1,
    side: 'back',
    price: 2.5,
    stake: '100.00',
    matched: '100.00',
    remaining: '0.00',
    avg_price: 2.5,
    status: 'matched',
    created_at: '2026-11-26T07:00:00.000Z',
  },
  exposure: '100.00',
  balance: '900.00',
  message: 'Order matched.',
};

const slip = () => screen.getByRole('region', { name: 'Bet slip' });

beforeEach(() => localStorage.setItem('token', 'player-token'));
afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('bet figures and the ladder', () => {
  it('works profit and liability in poisha as the server does', () => {
    expect(betFigures('back', 2.5, '100')).toEqual({ profit: '150.00', liability: '100.00' });
    expect(betFigures('lay', 2.5, '100.00')).toEqual({ profit: '100.00', liability: '150.00' });
    expect(betFigures('lay', 1.01, '1.50')).toEqual({ profit: '1.50', liability: '0.02' });
    expect(betFigures('back', 2.5, 'abc')).toBeNull();
    expect(betFigures('back', 2.5, '0')).toBeNull();
  });

  it('ticks along the ladder, its steps widening with the price', () => {
    expect(tick(2.5, 1)).toBe(2.52);
    expect(tick(2, 1)).toBe(2.02);
    expect(tick(2, -1)).toBe(1.99);
    expect(tick(1.01, -1)).toBe(1.01);
    expect(tick(1000, 1)).toBe(1000);
    expect(tick(4, 1)).toBe(4.1);
  });
});

describe('bet slip', () => {
  it('shows profit and liability as the stake and the price change, then places the bet after a confirm', async () => {
    const { bodies } = setup();
    expect(within(slip()).getByText('Back Dhaka Dynamites')).toBeTruthy();
    fireEvent.click(within(slip()).getByRole('button', { name: '500' }));
    expect(within(slip()).getByText('৳ 750.00')).toBeTruthy(); // profit at 2.5
    fireEvent.click(within(slip()).getByRole('button', { name: 'Raise the odds one step' }));
    expect(within(slip()).getByText('2.52')).toBeTruthy();
    expect(within(slip()).getByText('৳ 760.00')).toBeTruthy();
    fireEvent.change(within(slip()).getByRole('textbox'), { target: { value: '100' } });
    fireEvent.click(within(slip()).getByRole('button', { name: 'Lower the odds one step' }));
    fireEvent.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect(within(slip()).getByText('Back Dhaka Dynamites at 2.5 for ৳ 100.00? You can lose ৳ 100.00.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.click(within(slip()).getByRole('button', { name: 'Confirm' }));
    expect(await within(slip()).findByText('Order matched.')).toBeTruthy();
    expect(bodies).toEqual([
      {
        market_id: '1.101',
        selection_id: 1,
        side: 'back',
        price: 2.5,
        stake: '100.00',
        idempotency_key: expect.stringMatching(/^slip-[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('shows the bet delay while an in-play bet waits, and a refusal in the player’s words', async () => {
    let release: (response: Response) => void = () => undefined;
    setup({ ...backPick, side: 'lay' }, () => new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.change(within(slip()).getByRole('textbox'), { target: { value: '100' } });
    expect(within(slip()).getByText('৳ 150.00')).toBeTruthy(); // a lay's liability at 2.5
    fireEvent.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    fireEvent.click(within(slip()).getByRole('button', { name: 'Confirm' }));
    expect(await within(slip()).findByText('In-play bet delay: waiting 5 seconds…')).toBeTruthy();
    release(jsonResponse({ message: 'The price moved against your order during the bet delay; it was not placed.' }, 409));
    expect(await within(slip()).findByText('The price moved against your order during the bet delay; it was not placed.')).toBeTruthy();
    expect(within(slip()).queryByText('In-play bet delay: waiting 5 seconds…')).toBeNull();
  });

  it('reads in Bangla, and asks a guest to log in', async () => {
    await changeLanguage('bn');
    setup();
    expect(within(screen.getByRole('region', { name: 'বেট স্লিপ' })).getByRole('button', { name: 'বাজি ধরুন' })).toBeTruthy();
    localStorage.clear();
    renderWithProviders(<BetSlip market={matchOdds()} pick={backPick} onClose={() => undefined} />);
    expect(screen.getByText('বাজি ধরতে লগ ইন করুন।', { exact: false })).toBeTruthy();
  });
});
