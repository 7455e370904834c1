import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import './auth-events.js';

/**
 * Closes the sockets of a subject whose sessions were all revoked, on every api instance. The request
 * closes them at once after its commit; this makes it happen even when that process died first (the
 * revocation and its event committed together). Closing twice is harmless.
 */
@Injectable()
export class CloseSocketsReactor {
  constructor(@Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier) {}

  @OnEvent('auth.sessions-revoked', { name: 'auth.close-sockets' })
  async onRevoked(event: DeliveredEvent<'auth.sessions-revoked'>): Promise<void> {
    this.realtime.disconnectSubject(event.data.subjectKind, event.data.subjectId);
  }
}
