import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { generalFixture } from '@/testing/fixtures';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ChatButton, DOCKED_VISIBLE_PX } from './chat-button';

function press(button: HTMLElement, dx: number) {
  fireEvent.pointerDown(button, { clientX: 300, clientY: 700, pointerId: 1 });
  fireEvent.pointerMove(button, { clientX: 300 + dx, clientY: 700, pointerId: 1 });
  fireEvent.pointerUp(button, { clientX: 300 + dx, clientY: 700, pointerId: 1 });
  fireEvent.click(button);
}

/** A page with a form the test can take away. */
function FormPage() {
  const [form, setForm] = useState(true);
  return (
    <>
      {form ? (
        <form>
          <button type="submit">Submit</button>
        </form>
      ) : null}
      <button type="button" onClick={() => setForm(false)}>
        Leave
      </button>
      <ChatButton />
    </>
  );
}

/** The router's current path, to see where a tap went. */
function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('ChatButton', () => {
  it('is 50 px and opens the support chat (/chat) on a tap (up to 10 px of movement)', async () => {
    stubFetchByPath({ '/api/general': generalFixture });
    renderWithProviders(
      <>
        <ChatButton />
        <Where />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Chat with support' });
    expect(button.style.width).toBe('50px');
    press(button, 8);
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat'));
  });

  it('treats a move over 10 px as a drag: it moves and does not open the chat', async () => {
    stubFetchByPath({ '/api/general': generalFixture });
    renderWithProviders(
      <>
        <ChatButton />
        <Where />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Chat with support' });
    press(button, -40);
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(button.style.left).not.toBe('');
  });

  it('slides to the screen edge over a form, clear of its submit button at 360 px, and back when none is there (issue 14)', async () => {
    stubFetchByPath({ '/api/general': { ...generalFixture, messaging_link: 'https://wa.me/1' } });
    vi.stubGlobal('innerWidth', 360);
    vi.stubGlobal('innerHeight', 640);
    // jsdom has no layout: the form fills the screen's width at the button's height, the submit inside it.
    const formBox = { left: 24, right: 336, top: 400, bottom: 620, width: 312, height: 220, x: 24, y: 400, toJSON: () => ({}) };
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockReturnValue(formBox as DOMRect);
    renderWithProviders(<FormPage />);
    const button = screen.getByRole('button', { name: 'Chat with support' });
    await vi.waitFor(() => expect(button.className).toContain('chat-button--docked'));
    // 360 - 12 px edge - 50 px + 42 px: only the last 20 px of the screen, right of the form's 24 px margin
    expect(button.style.transform).toBe('translateX(42px)');
    expect(360 - DOCKED_VISIBLE_PX).toBeGreaterThan(formBox.right);

    // the form leaves the page (another route): the button comes back to its corner
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(button.className).toBe('chat-button'));
  });
});
