import type { ExclusionAnswer, ExclusionItem } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { endCoolingOffHours, isInForce, selfExclusionMonths, timeoutDays, type Exclusion } from '../domain/exclusion.js';
import { ExclusionsRepository } from '../persistence/exclusions.repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentExclusion(exclusion: Exclusion | null, now: Date): ExclusionAnswer {
  let item: ExclusionItem | null = null;
  if (exclusion) {
    const inForce = isInForce(exclusion, now);
    item = {
      kind: exclusion.kind,
      started_at: exclusion.startedAt.toISOString(),
      ends_at: exclusion.endsAt.toISOString(),
      in_force: inForce,
      can_end: inForce && exclusion.kind === 'self_exclusion' && now.getTime() >= exclusion.endsAt.getTime(),
      end_requested_at: iso(exclusion.endRequestedAt),
      end_confirmable_at: iso(exclusion.endConfirmableAt),
      ended_at: iso(exclusion.endedAt),
    };
  }
  return {
    exclusion: item,
    timeout_days: { ...timeoutDays },
    self_exclusion_months: { ...selfExclusionMonths },
    end_cooling_off_hours: endCoolingOffHours,
    now: now.toISOString(),
  };
}

/** GET /api/responsible-gaming/exclusion. */
@Injectable()
export class ExclusionView {
  constructor(
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(playerId: string): Promise<ExclusionAnswer> {
    return presentExclusion(await this.exclusions.read(playerId), this.clock.now());
  }
}
