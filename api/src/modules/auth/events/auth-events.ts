import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * Every session of a player or staff member was ended (password change or reset, lock, staff disable,
     * 2FA reset), in the transaction that made the change: their cached session checks are dropped and
     * their open sockets close, on every instance. `tokenHashes` (hex SHA-256 of the ended tokens, useless
     * once revoked) is absent from events recorded before the session cache.
     */
    'auth.sessions-revoked': { subjectKind: 'player' | 'staff'; subjectId: string; tokenHashes?: string[] };
  }
}

export const authEvents = declareEvents('auth', ['auth.sessions-revoked']);
