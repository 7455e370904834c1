import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('moves focus in once, on open: a re-render with a new onClose leaves focus where the player put it', () => {
    const first = vi.fn();
    const { rerender } = render(
      <Modal title="Notice" onClose={first}>
        <a href="#terms">Terms</a>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    screen.getByRole('link', { name: 'Terms' }).focus();
    const second = vi.fn();
    rerender(
      <Modal title="Notice" onClose={second}>
        <a href="#terms">Terms</a>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Terms' }));

    // Escape calls the onClose of the latest render.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
