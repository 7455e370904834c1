import { createParamDecorator, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { SessionStore } from '../sessions/session-store.js';

type AuthedRequest = Request & { subject?: AuthenticatedSubject };

/** The token of an `Authorization: Bearer <token>` header (the only place a player's identity comes from). */
export function bearerToken(req: Request): string | undefined {
  const header = req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

abstract class BearerGuard implements CanActivate {
  protected abstract readonly kind: 'player' | 'staff';

  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    // Staff routes: the back-office's global staff guard ran first and verified the session, from the bearer
    // header or from the session cookie the back-office signs in with (with its CSRF check); trust its result.
    if (req.subject?.kind === this.kind && this.kind === 'staff') return true;
    const token = bearerToken(req);
    const subject = token ? await this.sessions.verify(token) : null;
    if (!subject || subject.kind !== this.kind) throw new UnauthorizedException({ message: 'Unauthenticated.' });
    req.subject = subject;
    return true;
  }
}

/** Lets a request through only with a live player session; identity comes from the token, never the body. */
@Injectable()
export class PlayerAuthGuard extends BearerGuard {
  protected readonly kind = 'player' as const;
}

@Injectable()
export class StaffAuthGuard extends BearerGuard {
  protected readonly kind = 'staff' as const;
}

/** The signed-in subject of a guarded route. */
export const CurrentSubject = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedSubject => {
  const subject = context.switchToHttp().getRequest<AuthedRequest>().subject;
  if (!subject) throw new UnauthorizedException({ message: 'Unauthenticated.' });
  return subject;
});
