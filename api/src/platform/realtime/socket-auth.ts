import { Rooms } from '@khela/contracts';
import type { Socket } from 'socket.io';
import type { SocketTickets } from './socket-tickets.js';
import type { AuthenticatedSubject, TokenVerifier } from './token-verifier.port.js';

export interface SocketData {
  subject?: AuthenticatedSubject;
  /** The session token a single-use ticket stood for (see SocketTickets); the ticket itself is spent. */
  ticketedToken?: string;
}

/**
 * The session token of a socket: the one its handshake ticket stood for, else the bearer token it
 * presented (`auth.token` in the handshake, or an Authorization header).
 */
export function tokenOf(socket: Socket): string | undefined {
  const ticketed = (socket.data as SocketData | undefined)?.ticketedToken;
  if (ticketed) return ticketed;
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** The single-use ticket a socket presented as `auth.ticket` in the handshake. */
function ticketOf(socket: Socket): string | undefined {
  const ticket = (socket.handshake.auth as { ticket?: unknown } | undefined)?.ticket;
  return typeof ticket === 'string' && ticket ? ticket : undefined;
}

/**
 * socket.io middleware run before a socket connects. A presented token must be valid and of the
 * namespace's kind; without a token a socket is anonymous, which only /player allows. Given `tickets`,
 * the namespace also accepts a single-use ticket (`auth.ticket`) in place of the token: pages whose
 * session is an HttpOnly cookie (the back-office) cannot read their token to present it.
 */
export function authenticateSockets(
  verifier: TokenVerifier,
  kind: 'player' | 'staff',
  allowAnonymous: boolean,
  tickets?: Pick<SocketTickets, 'redeem'>,
) {
  return (socket: Socket, next: (error?: Error) => void): void => {
    const ticket = tickets ? ticketOf(socket) : undefined;
    if (!ticket && !tokenOf(socket)) {
      next(allowAnonymous ? undefined : new Error('unauthorized'));
      return;
    }
    const redeemed = ticket ? tickets!.redeem(ticket) : Promise.resolve(tokenOf(socket));
    redeemed
      .then((token) => {
        if (ticket && token) (socket.data as SocketData).ticketedToken = token;
        return token ? verifier.verify(token) : null;
      })
      .then((subject) => {
        if (!subject || subject.kind !== kind) return next(new Error('unauthorized'));
        (socket.data as SocketData).subject = subject;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  };
}

/** The rooms revocation reaches an authenticated socket through: its session's and its subject's. */
export function sessionRooms(subject: AuthenticatedSubject): string[] {
  return [Rooms.session(subject.sessionId), subject.kind === 'player' ? Rooms.player(subject.id) : Rooms.staff(subject.id)];
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is looked at again when the timer fires. */
const longestTimerMs = 2 ** 31 - 1;
/** The soonest an expiry check repeats, so clocks a little apart (api and Postgres) cannot make it spin. */
const shortestRecheckMs = 1000;

/**
 * Run on connection: puts an authenticated socket in its session and subject rooms (where
 * `RealtimeNotifier.disconnectSession` / `disconnectSubject` find it) and in `extraRooms`, then checks
 * the session once more. A revocation that landed between the handshake check and the join sent its
 * disconnect to rooms this socket was not yet in; the second check closes it instead. The socket is
 * also closed when its session expires. Anonymous sockets join nothing here.
 */
export async function admitSocket(socket: Socket, verifier: TokenVerifier, extraRooms: readonly string[] = []): Promise<void> {
  const subject = (socket.data as SocketData).subject;
  if (!subject) return;
  try {
    await socket.join([...sessionRooms(subject), ...extraRooms]);
  } catch {
    socket.disconnect(true);
    return;
  }
  await closeUnlessLive(socket, verifier, subject);
}

async function closeUnlessLive(socket: Socket, verifier: TokenVerifier, subject: AuthenticatedSubject): Promise<void> {
  if (socket.disconnected) return;
  const token = tokenOf(socket);
  // Fail closed: when the session cannot be checked (database away) the socket goes; the client's
  // reconnect is refused as 'unavailable' until it can be.
  const live = token ? await verifier.verify(token).catch(() => null) : null;
  if (!live || live.sessionId !== subject.sessionId) {
    socket.disconnect(true);
    return;
  }
  if (!live.expiresAt) return;
  const delay = Math.min(Math.max(live.expiresAt.getTime() - Date.now(), shortestRecheckMs), longestTimerMs);
  const timer = setTimeout(() => void closeUnlessLive(socket, verifier, subject), delay);
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
