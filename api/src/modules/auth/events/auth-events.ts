import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * Sessions of a player or staff member were ended, in the transaction that ended them: every one of
     * theirs (password change or reset, lock, exclusion, staff disable, 2FA reset), or with `sessionId` only
     * that one (log-out, staff sign-out, a reality check's log-out or time limit). Their cached session
     * checks are dropped and their open sockets close (the subject's, or the one session's), on every
     * instance. `tokenHashes` (hex SHA-256 of the ended tokens, useless once revoked) is absent from events
     * recorded before the session cache; single-session events exist since issue 15.
     */
    'auth.sessions-revoked': { subjectKind: 'player' | 'staff'; subjectId: string; sessionId?: string; tokenHashes?: string[] };
  }
}

export const authEvents = declareEvents('auth', ['auth.sessions-revoked']);
