import { Inject, Injectable } from '@nestjs/common';
import { text } from '../../domain/field-errors.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { codeCheckMessage, codeMessages, type CodePurpose } from '../../domain/verification-code.js';
import { VerificationCodesStore } from '../../persistence/verification-codes.store.js';

/** Checks a submitted code: format, then the store (expiry, 5 wrong tries, single use). */
@Injectable()
export class CodeChecker {
  constructor(@Inject(VerificationCodesStore) private readonly codes: VerificationCodesStore) {}

  async check(purpose: CodePurpose, playerId: string, value: unknown, field: string): Promise<PlayerResult<{ target: string }>> {
    const code = text(value).trim();
    if (code === '') return invalid({ [field]: [codeMessages.required] });
    if (!/^\d{6}$/.test(code)) return invalid({ [field]: [codeMessages.format] });
    const result = await this.codes.check(purpose, playerId, code);
    if (result.outcome === 'ok') return { ok: true, target: result.target };
    const message = codeCheckMessage(result);
    return result.outcome === 'too_many' ? fail('too_many', message, { errors: { [field]: [message] } }) : invalid({ [field]: [message] });
  }
}
