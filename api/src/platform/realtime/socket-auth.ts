import type { Socket } from 'socket.io';
import type { AuthenticatedSubject, TokenVerifier } from './token-verifier.port.js';

export interface SocketData {
  subject?: AuthenticatedSubject;
}

/** The bearer token a socket presented: `auth.token` in the handshake, or an Authorization header. */
export function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * socket.io middleware run before a socket connects. A presented token must be valid and of the
 * namespace's kind; without a token a socket is anonymous, which only /player allows.
 */
export function authenticateSockets(verifier: TokenVerifier, kind: 'player' | 'staff', allowAnonymous: boolean) {
  return (socket: Socket, next: (error?: Error) => void): void => {
    const token = tokenOf(socket);
    if (!token) {
      next(allowAnonymous ? undefined : new Error('unauthorized'));
      return;
    }
    verifier
      .verify(token)
      .then((subject) => {
        if (!subject || subject.kind !== kind) return next(new Error('unauthorized'));
        (socket.data as SocketData).subject = subject;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  };
}
