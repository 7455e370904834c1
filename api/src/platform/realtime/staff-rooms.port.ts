import type { AuthenticatedSubject } from './token-verifier.port.js';

/**
 * Which shared staff rooms a signed-in staff member may join (the payment queue, later chats). Who may
 * see what is the back-office's business, so it provides this; the platform only asks.
 */
export interface StaffRoomPolicy {
  roomsFor(subject: AuthenticatedSubject): Promise<string[]>;
}

export const STAFF_ROOM_POLICY = Symbol('STAFF_ROOM_POLICY');
