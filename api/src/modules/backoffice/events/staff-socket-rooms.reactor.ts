import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { sharedStaffRooms } from '../http/staff-room-policy.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import './backoffice-events.js';

/**
 * Socket rooms are chosen when a socket connects (the payment queue only with payments.read). After a
 * role change the staff member's open sockets, on every api instance, join or leave the shared rooms as
 * the roles now allow (read when the event is handled, so a later change wins). HTTP needs nothing: the
 * guard reads roles per request.
 */
@Injectable()
export class StaffSocketRoomsReactor {
  constructor(
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  @OnEvent('backoffice.staff-roles-changed', { name: 'backoffice.staff-socket-rooms' })
  async onRolesChanged(event: DeliveredEvent<'backoffice.staff-roles-changed'>): Promise<void> {
    const account = await this.staff.byId(event.data.staffId);
    if (!account) return;
    this.realtime.setStaffRooms(account.id, sharedStaffRooms(account.permissions, account.status === 'active'));
  }
}
