import { Query } from '@nestjs/cqrs';
import type { VipLevelLabel } from '@khela/contracts';

/** The VIP levels that exist, lowest first, by code and names (the broadcast form's segment choice). */
export class ListVipLevelsQuery extends Query<VipLevelLabel[]> {}
