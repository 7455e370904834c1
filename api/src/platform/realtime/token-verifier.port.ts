/** Who a bearer token belongs to. Sessions live in the auth module; the platform only needs this port. */
export interface AuthenticatedSubject {
  kind: 'player' | 'staff';
  id: string;
  sessionId: string;
  /** When the session ends by itself; a socket opened with it is closed then. */
  expiresAt?: Date;
}

export interface TokenVerifier {
  /** Resolves a bearer token to its subject, or null when it is unknown, expired or revoked. */
  verify(token: string): Promise<AuthenticatedSubject | null>;
}

export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
