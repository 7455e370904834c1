import type { OutboxEntry } from '@khela/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { OutboxPage } from './outbox-page';

const sent = {
  status: 'sent',
  attempts: 1,
  error: null,
  created_at: '2026-11-21T18:30:00.000Z',
  sent_at: '2026-11-21T18:30:05.000Z',
} as const;

/** A code message as the API answers it (masked), and one from before codes were kept out of the outbox. */
const messages: OutboxEntry[] = [
  {
    ...sent,
    id: 'm1',
    player_id: '7',
    channel: 'sms',
    recipient: '01712345678',
    purpose: 'verification-code',
    language: 'en',
    subject: null,
    body: 'Your Khela verification code is ••••••. It is valid for 10 minutes. Never share it with anyone.',
  },
  {
    ...sent,
    id: 'm2',
    player_id: '8',
    channel: 'email',
    recipient: 'old@example.com',
    purpose: 'password-reset-code',
    language: 'en',
    subject: 'Your Khela password reset code',
    body: 'Your Khela password reset code (OTP) is 482913. It is valid for 10 minutes.',
  },
  {
    ...sent,
    id: 'm3',
    player_id: '9',
    channel: 'sms',
    recipient: '01812345678',
    purpose: 'verification-code',
    language: 'bn',
    subject: null,
    body: 'আপনার খেলা যাচাইকরণ কোড ••••••। কোডটি ১০ মিনিট বৈধ থাকবে।',
    status: 'failed',
    error: 'The code expired before it could be delivered; the player can ask for a new one.',
  },
];

function renderOutbox() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ data: messages, page: 1, per_page: 25, total: messages.length, last_page: 1 })),
  );
  return renderWithProviders(<OutboxPage />, { route: '/outbox' });
}

describe('back-office outbox: one-time codes never show', () => {
  it('shows code messages masked, even a row that still holds a code, and says why', async () => {
    renderOutbox();
    expect(screen.getByText('One-time codes are hidden (••••••): only the player receives them, by SMS or e-mail.')).toBeTruthy();
    const masked = (await screen.findByText(/Your Khela verification code is ••••••\./)).closest('tr')!;
    expect(within(masked).getByText('01712345678')).toBeTruthy();
    const old = screen.getByText(/Your Khela password reset code \(OTP\) is/).closest('tr')!;
    expect(old.textContent).toContain('is ••••••. It is valid for 10 minutes.');
    expect(document.body.textContent).not.toContain('482913');
  });

  it('explains an undelivered code in the staff member’s language', async () => {
    await i18n.changeLanguage('bn');
    renderOutbox();
    expect(await screen.findByText(/পাঠানোর আগেই কোডটির মেয়াদ শেষ হয়ে গেছে/)).toBeTruthy();
    expect(screen.getByText('এককালীন কোড লুকানো থাকে (••••••): শুধু খেলোয়াড় এসএমএস বা ই-মেইলে কোডটি পান।')).toBeTruthy();
  });
});
