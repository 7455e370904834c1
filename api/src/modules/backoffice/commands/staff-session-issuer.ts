import type { StaffSession } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { SessionStore } from '../../auth/index.js';
import type { StaffRecord } from '../persistence/staff-users.repository.js';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** A sign-in answer with the session token, which the HTTP layer moves into the session cookie (staff-credentials.ts). */
export interface IssuedStaffSession extends StaffSession {
  token: string;
}

/** Opens a 12-hour staff session (SessionStore) and shapes the sign-in answer. */
@Injectable()
export class StaffSessionIssuer {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  async open(staff: StaffRecord, client: ClientInfo): Promise<IssuedStaffSession> {
    const session = await this.sessions.issue('staff', staff.id, client);
    return {
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      staff: { id: staff.id, username: staff.username, display_name: staff.displayName, roles: staff.roles },
    };
  }
}
