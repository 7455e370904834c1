import type { OtherPhone } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** A player's extra numbers (GET /api/get/other/phone); deposit and withdrawal forms offer the verified ones. */
export class ListOtherPhonesQuery extends Query<OtherPhone[]> {
  constructor(readonly playerId: string) {
    super();
  }
}
