// What other modules may use from auth.
export { AuthModule } from './auth.module.js';
export { authBangla } from './auth-messages.bn.js';
export { bearerToken, CurrentSubject, PlayerAuthGuard, StaffAuthGuard } from './http/bearer.guard.js';
export { SessionStore, type IssuedSession, type Revocation } from './sessions/session-store.js';
