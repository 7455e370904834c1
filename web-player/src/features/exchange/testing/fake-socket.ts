import { vi } from 'vitest';

type Listener = (payload?: unknown) => void;

/**
 * A stand-in for the /player socket in component tests: the test plays the server (connect, push,
 * disconnect) and reads what the page sent (join, leave).
 */
export class FakeSocket {
  connected = false;
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push({ event, payload });
    return this;
  }

  /** The server sends `event`. */
  serverSends(event: string, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  connect(): void {
    this.connected = true;
    this.serverSends('connect');
  }

  drop(): void {
    this.connected = false;
    this.serverSends('disconnect', 'transport close');
  }

  refuse(): void {
    this.connected = false;
    this.serverSends('connect_error', new Error('unavailable'));
  }

  joined(): string[] {
    return this.sent.filter((sent) => sent.event === 'join').map((sent) => (sent.payload as { room: string }).room);
  }
}

export const fakeSocket = { current: new FakeSocket() };

/** The module mock: `vi.mock('@/lib/player-socket', () => playerSocketMock)`. */
export const playerSocketMock = {
  acquirePlayerSocket: vi.fn(() => ({ socket: fakeSocket.current, release: () => undefined })),
};
