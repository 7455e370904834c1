import { Global, Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { TOKEN_VERIFIER } from '../../platform/realtime/token-verifier.port.js';
import { authBangla } from './auth-messages.bn.js';
import { CloseSocketsReactor } from './events/close-sockets.reactor.js';
import { PlayerAuthGuard, StaffAuthGuard } from './http/bearer.guard.js';
import { SessionCache } from './sessions/session-cache.js';
import { SessionStore } from './sessions/session-store.js';

/** Sessions and guards. Global because every module's guarded routes need the guards. */
@Global()
@Module({
  providers: [
    SessionCache,
    SessionStore,
    { provide: TOKEN_VERIFIER, useExisting: SessionStore },
    PlayerAuthGuard,
    StaffAuthGuard,
    CloseSocketsReactor,
  ],
  exports: [SessionStore, TOKEN_VERIFIER, PlayerAuthGuard, StaffAuthGuard],
})
export class AuthModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(authBangla);
  }
}
