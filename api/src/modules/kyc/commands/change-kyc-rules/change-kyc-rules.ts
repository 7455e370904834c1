import { formatMoney, parseMoney, type KycRules, type StaffKycRules } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { KycRulesRepository, type StoredKycRules } from '../../persistence/kyc-rules.repository.js';

export const presentRules = (r: StoredKycRules): StaffKycRules => ({
  withdrawal_over: r.withdrawalOverMinor === null ? null : formatMoney(r.withdrawalOverMinor),
  lifetime_deposits_over: r.lifetimeDepositsOverMinor === null ? null : formatMoney(r.lifetimeDepositsOverMinor),
  updated_at: r.updatedAt.toISOString(),
});

/** The admin's KYC rules (kyc.rules): one settings row, changed as an audited StaffWrite with before and after. */
@Injectable()
export class ChangeKycRules {
  constructor(
    @Inject(KycRulesRepository) private readonly rules: KycRulesRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  async read(): Promise<StaffKycRules> {
    return presentRules(await this.rules.read());
  }

  change(change: KycRules, audit: AuditContext): Promise<StaffKycRules> {
    return this.staffWrite.run(audit, async (db) => {
      const before = presentRules(await this.rules.read(db, true));
      const after = presentRules(
        await this.rules.write(
          db,
          {
            withdrawalOverMinor: change.withdrawal_over === null ? null : parseMoney(change.withdrawal_over)!,
            lifetimeDepositsOverMinor: change.lifetime_deposits_over === null ? null : parseMoney(change.lifetime_deposits_over)!,
          },
          audit.actorId!,
        ),
      );
      return { result: after, entry: { action: 'kyc.rules_changed', targetKind: 'kyc_rules', targetId: 'kyc', before, after } };
    });
  }
}
