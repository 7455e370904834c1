import { Inject, Injectable } from '@nestjs/common';
import { Rooms, type StaffPermission } from '@khela/contracts';
import type { StaffRoomPolicy } from '../../../platform/realtime/staff-rooms.port.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';

/**
 * The /staff socket rooms follow the same permissions as the routes: the live payment queue is for those
 * who may read payments (finance, risk, admin), not for every staff member; the chat room for those with chat.view.
 */
@Injectable()
export class PermissionStaffRoomPolicy implements StaffRoomPolicy {
  constructor(@Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository) {}

  async roomsFor(subject: AuthenticatedSubject): Promise<string[]> {
    const account = await this.staff.byId(subject.id);
    return account ? sharedStaffRooms(account.permissions, account.status === 'active').join : [];
  }
}

/** Every shared staff room, split into those the roles' permissions may join and those they must leave. */
export function sharedStaffRooms(permissions: readonly StaffPermission[], active: boolean): { join: string[]; leave: string[] } {
  const rooms = { join: [] as string[], leave: [] as string[] };
  (active && permissions.includes('payments.read') ? rooms.join : rooms.leave).push(Rooms.staffPayments);
  // support chat (issue 20): the agents' shared room with every conversation's messages, typing and queue changes
  (active && permissions.includes('chat.view') ? rooms.join : rooms.leave).push(Rooms.staffChat);
  return rooms;
}
