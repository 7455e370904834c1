import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { harmReviewMessages, readReviewAction } from '../../domain/harm-review.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { staffProtectionMessages } from '../../domain/staff-protection.js';
import { HarmScoresRepository } from '../../persistence/harm-scores.repository.js';
import { ProtectionHistory } from '../../persistence/protection-history.js';

/** POST /api/admin/responsible-gaming/players/:id/review-actions body. */
export interface RecordReviewActionInput {
  action?: unknown;
  text?: unknown;
}

/**
 * Staff record a note, a call made or a message sent to a player from the review queue. The record (with
 * the player's latest score, so the history says what prompted it) and its audit row commit together.
 * A message also publishes `player-protection.review-message-recorded` in the same commit: the inbox's
 * reactor delivers it to the player (issue 20), never this code.
 */
@Injectable()
export class RecordReviewAction {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(ProtectionHistory) private readonly history: ProtectionHistory,
    @Inject(HarmScoresRepository) private readonly scores: HarmScoresRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(playerId: string, input: RecordReviewActionInput, audit: AuditContext): Promise<Outcome<{ message: string }>> {
    const request = readReviewAction(input);
    if (typeof request === 'string') return refused(400, request);
    const now = this.clock.now();
    return this.write.run(audit, async (db) => {
      const player = await this.history.player(playerId, db);
      if (!player) return { result: refused(404, staffProtectionMessages.notFound) };
      const score = await this.scores.latestScore(player.id, db);
      const id = await this.scores.recordAction(player.id, request.action, request.text, audit.actorId!, score, now, db);
      return {
        result: accepted({ message: harmReviewMessages.recorded }),
        events:
          request.action === 'message'
            ? [
                {
                  type: 'player-protection.review-message-recorded' as const,
                  streamId: `harm-review-${player.id}`,
                  data: { actionId: String(id), playerId: player.id, text: request.text },
                },
              ]
            : [],
        entry: {
          action: 'responsible_gaming.review_action',
          targetKind: 'player',
          targetId: player.id,
          before: null,
          after: { id, action: request.action, text: request.text, score_day: score?.day ?? null, score: score?.score ?? null },
        },
      };
    });
  }
}
