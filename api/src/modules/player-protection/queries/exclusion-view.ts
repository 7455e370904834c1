import type { ExclusionAnswer, ExclusionItem } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { isInForce, type Exclusion } from '../domain/exclusion.js';
import type { ProtectionRules } from '../domain/protection-rules.js';
import { ProtectionRulesRepository } from '../persistence/protection-rules.repository.js';
import { ExclusionsRepository } from '../persistence/exclusions.repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The exclusion, and the lengths on offer now (the configured rules: the page offers exactly these). */
export function presentExclusion(exclusion: Exclusion | null, now: Date, rules: ProtectionRules): ExclusionAnswer {
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
    timeout_days: { ...rules.timeoutDays },
    self_exclusion_months: { ...rules.selfExclusionMonths },
    end_cooling_off_hours: rules.exclusionEndCoolingOffHours,
    now: now.toISOString(),
  };
}

/** GET /api/responsible-gaming/exclusion. */
@Injectable()
export class ExclusionView {
  constructor(
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async read(playerId: string): Promise<ExclusionAnswer> {
    const [exclusion, rules] = await Promise.all([this.exclusions.read(playerId), this.rules.rules()]);
    return presentExclusion(exclusion, this.clock.now(), rules);
  }
}
