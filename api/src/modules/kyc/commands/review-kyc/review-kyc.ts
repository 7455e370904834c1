import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { decide, kycMessages, type KycDecision } from '../../domain/kyc-rules.js';
import { kycStream } from '../../events/kyc-events.js';
import { KycSubmissionsRepository } from '../../persistence/kyc-submissions.repository.js';
import { presentStaffKyc } from '../../queries/present-kyc.js';
import type { StaffKycDecisionAnswer } from '@khela/contracts';
import type { KycOutcome } from '../submit-kyc/submit-kyc.js';

const done: Record<KycDecision, string> = {
  approve: kycMessages.reviewApproved,
  reject: kycMessages.reviewRejected,
  'request-again': kycMessages.reviewRequested,
};

/**
 * Staff's KYC decision (kyc.review): approve a pending submission, reject it with a reason, or ask for new
 * documents (pending or approved). One StaffWrite: the row locked and changed, its audit row with before and
 * after, and `kyc.reviewed` (the player's inbox message, written by the inbox's reactor) commit together.
 */
@Injectable()
export class ReviewKyc {
  constructor(
    @Inject(KycSubmissionsRepository) private readonly submissions: KycSubmissionsRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  execute(
    playerId: string,
    decision: KycDecision,
    reason: string | null,
    audit: AuditContext,
  ): Promise<KycOutcome<StaffKycDecisionAnswer>> {
    return this.staffWrite.run<KycOutcome<StaffKycDecisionAnswer>>(audit, async (db) => {
      const before = await this.submissions.get(playerId, db, true);
      if (!before) return { result: { ok: false, status: 404, message: kycMessages.notFound } };
      const step = decide(before.status, decision);
      if (!step.ok) return { result: { ok: false, status: 409, message: step.message } };
      const after = await this.submissions.decide(db, playerId, step.next, audit.actorId!, decision === 'approve' ? null : reason);
      const kyc = presentStaffKyc(after);
      return {
        result: { ok: true, value: { message: done[decision], kyc } },
        entry: {
          action: `kyc.${step.next}`,
          targetKind: 'player',
          targetId: playerId,
          before: presentStaffKyc(before),
          after: kyc,
        },
        events: [
          {
            type: 'kyc.reviewed',
            streamId: kycStream(playerId),
            data: { playerId, decision: step.next as 'approved' | 'rejected' | 'requested_again', reason: after.reason },
          },
        ],
      };
    });
  }
}
