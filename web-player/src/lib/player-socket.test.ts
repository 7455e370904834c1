import { afterEach, describe, expect, it, vi } from 'vitest';

const io = vi.fn(() => ({ disconnect: vi.fn() }));
vi.mock('socket.io-client', () => ({ io }));

describe('acquirePlayerSocket', () => {
  afterEach(() => io.mockClear());

  it('opens the /player socket by WebSocket first, falling back to long-polling, with the session token', async () => {
    const { acquirePlayerSocket } = await import('./player-socket');
    const { release } = acquirePlayerSocket('tok');
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith(
      expect.stringMatching(/\/player$/),
      expect.objectContaining({ auth: { token: 'tok' }, transports: ['websocket', 'polling'], tryAllTransports: true }),
    );
    release();
  });
});
