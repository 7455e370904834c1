import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generalFixture } from '@/testing/fixtures';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ChatButton } from './chat-button';

function press(button: HTMLElement, dx: number) {
  fireEvent.pointerDown(button, { clientX: 300, clientY: 700, pointerId: 1 });
  fireEvent.pointerMove(button, { clientX: 300 + dx, clientY: 700, pointerId: 1 });
  fireEvent.pointerUp(button, { clientX: 300 + dx, clientY: 700, pointerId: 1 });
  fireEvent.click(button);
}

describe('ChatButton', () => {
  it('is 50 px and opens the messaging link in a new tab on a tap (up to 10 px of movement)', async () => {
    stubFetchByPath({ '/api/general': { ...generalFixture, messaging_link: 'https://wa.me/8801700000000' } });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<ChatButton />);
    const button = screen.getByRole('button', { name: 'Chat with support' });
    expect(button.style.width).toBe('50px');
    await vi.waitFor(() => {
      press(button, 8);
      expect(open).toHaveBeenCalledWith('https://wa.me/8801700000000', '_blank', 'noopener,noreferrer');
    });
  });

  it('treats a move over 10 px as a drag: it moves and does not open the chat', async () => {
    stubFetchByPath({ '/api/general': { ...generalFixture, messaging_link: 'https://wa.me/1' } });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<ChatButton />);
    const button = screen.getByRole('button', { name: 'Chat with support' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    press(button, -40);
    expect(open).not.toHaveBeenCalled();
    expect(button.style.left).not.toBe('');
  });
});
