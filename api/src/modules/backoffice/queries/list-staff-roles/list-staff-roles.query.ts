import type { StaffRoleView } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** Every role with its permissions and how many active staff hold it (issue 22). */
export class ListStaffRolesQuery extends Query<StaffRoleView[]> {}
