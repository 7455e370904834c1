import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { SessionCache } from '../sessions/session-cache.js';
import './auth-events.js';

/**
 * Drops the cached session checks and closes the sockets of revoked sessions (all of a subject's, or the one
 * the event names), on every api instance. The request does both at once after its commit; this makes it happen even when that
 * process died first (the revocation and its event committed together), sooner than the cache entries'
 * 30 s expiry. Doing either twice is harmless.
 */
@Injectable()
export class CloseSocketsReactor {
  constructor(
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  @OnEvent('auth.sessions-revoked', { name: 'auth.close-sockets' })
  async onRevoked(event: DeliveredEvent<'auth.sessions-revoked'>): Promise<void> {
    await this.cache.invalidate(event.data.tokenHashes ?? []);
    const { sessionId, subjectKind, subjectId } = event.data;
    if (sessionId) this.realtime.disconnectSession(sessionId);
    else this.realtime.disconnectSubject(subjectKind, subjectId);
  }
}
