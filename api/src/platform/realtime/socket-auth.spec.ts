import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Socket } from 'socket.io';
import { admitSocket } from './socket-auth.js';
import type { AuthenticatedSubject, TokenVerifier } from './token-verifier.port.js';

/** The parts of a server-side socket that admitSocket uses, recording what it did. */
function fakeSocket(subject: AuthenticatedSubject | undefined, token = 'tok') {
  const listeners = new Map<string, () => void>();
  const socket = {
    data: { subject },
    handshake: { auth: { token }, headers: {} },
    joined: [] as string[],
    disconnected: false,
    closedWith: undefined as boolean | undefined,
    join(rooms: string[]) {
      socket.joined.push(...rooms);
    },
    disconnect(close: boolean) {
      socket.disconnected = true;
      socket.closedWith = close;
      listeners.get('disconnect')?.();
    },
    once(event: string, listener: () => void) {
      listeners.set(event, listener);
    },
  };
  return socket;
}

/** A verifier answering the given results in turn (the handshake's check happened before admitSocket). */
const verifier = (...answers: (AuthenticatedSubject | null | Error)[]): TokenVerifier & { calls: number } => {
  const v = {
    calls: 0,
    verify: () => {
      const answer = answers[Math.min(v.calls++, answers.length - 1)];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? null);
    },
  };
  return v;
};

const alice: AuthenticatedSubject = { kind: 'player', id: 'alice', sessionId: 's-1' };
const admit = (socket: ReturnType<typeof fakeSocket>, v: TokenVerifier, extra: string[] = []) =>
  admitSocket(socket as unknown as Socket, v, extra);

describe('admitSocket', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('puts a player socket in its session and player rooms, a staff socket in its session, staff and extra rooms', async () => {
    const player = fakeSocket(alice);
    await admit(player, verifier(alice));
    expect(player.joined).toEqual(['session:s-1', 'player:alice']);
    expect(player.disconnected).toBe(false);

    const staffSubject: AuthenticatedSubject = { kind: 'staff', id: 'u-1', sessionId: 's-2' };
    const staff = fakeSocket(staffSubject);
    await admit(staff, verifier(staffSubject), ['staff:payments']);
    expect(staff.joined).toEqual(['session:s-2', 'staff:u-1', 'staff:payments']);
    expect(staff.disconnected).toBe(false);
  });

  it('leaves an anonymous socket alone', async () => {
    const guest = fakeSocket(undefined);
    const v = verifier(null);
    await admit(guest, v);
    expect(guest.joined).toEqual([]);
    expect(v.calls).toBe(0);
  });

  it('closes a socket whose session was revoked between the handshake check and the join', async () => {
    const socket = fakeSocket(alice);
    await admit(socket, verifier(null));
    expect(socket.joined).toEqual(['session:s-1', 'player:alice']);
    expect(socket.closedWith).toBe(true);
  });

  it('closes the socket when the session cannot be checked, or the token now names another session', async () => {
    const unchecked = fakeSocket(alice);
    await admit(unchecked, verifier(new Error('database away')));
    expect(unchecked.disconnected).toBe(true);
    const other = fakeSocket(alice);
    await admit(other, verifier({ ...alice, sessionId: 's-9' }));
    expect(other.disconnected).toBe(true);
  });

  it('closes the socket when its session expires, and not before', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const expiresAt = new Date('2026-01-01T00:00:05Z');
    const socket = fakeSocket(alice);
    const v = verifier({ ...alice, expiresAt }, null);
    await admit(socket, v);
    await jest.advanceTimersByTimeAsync(4999);
    expect(socket.disconnected).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(v.calls).toBe(2);
    expect(socket.disconnected).toBe(true);
  });

  it('checks a far expiry again when the longest timer fires, keeping the socket while the session lives', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const expiresAt = new Date('2026-01-31T00:00:00Z'); // 30 days: longer than one setTimeout can wait
    const socket = fakeSocket(alice);
    const v = verifier({ ...alice, expiresAt });
    await admit(socket, v);
    await jest.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(v.calls).toBe(2);
    expect(socket.disconnected).toBe(false);
  });
});
