import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { authBangla } from '../auth/index.js';
import { backofficeBangla } from './backoffice-messages.bn.js';
import { staffErrorMessage, type StaffError } from './domain/staff-errors.js';
import { lockoutPolicy, passwordProblem, signInLimits } from './domain/staff-rules.js';
import { StaffRolesDto } from './http/dto/staff-users.dto.js';

/** Every refusal of the staff use cases, as staffErrorMessage words it (the lock in minutes, singular and plural). */
const staffErrors: StaffError[] = [
  { code: 'invalid_credentials' },
  { code: 'otp_required' },
  ...[1, 2, lockoutPolicy.lockMinutes].map((minutes) => ({ code: 'locked' as const, minutes })),
  ...[1, 2, signInLimits.account.maxDelaySeconds].map((seconds) => ({ code: 'slow_down' as const, seconds })),
  { code: 'disabled' },
  { code: 'enrolment_expired' },
  { code: 'invalid_code' },
  { code: 'username_taken' },
  ...['short', 'no-digits-at-all', '1234567890'].map((password) => ({
    code: 'weak_password' as const,
    message: passwordProblem(password)!,
  })),
  { code: 'not_found' },
  { code: 'self_disable' },
  { code: 'self_demote' },
  { code: 'last_admin' },
  { code: 'role_builtin' },
  { code: 'role_held', usernames: ['night1', 'night2'] },
  { code: 'unknown_role', keys: ['finance-senior'] },
  { code: 'unknown_permission', permissions: ['money.print', 'x.y'] },
  { code: 'role_not_found' },
  { code: 'role_name_taken' },
  { code: 'role_locked' },
  { code: 'beyond_actor', permissions: ['wallet.adjust'] },
  { code: 'bad_cidr', value: '10.0.0.1/8' },
  { code: 'ip_self_lockout', ip: '203.0.113.9' },
];

/** The texts the module builds at run time, produced by the real code with real values. */
function runTimeMessages(): string[] {
  const roles = validateSync(Object.assign(new StaffRolesDto(), { roles: ['Boss!'] })).flatMap((e) => Object.values(e.constraints ?? {}));
  expect(roles).toEqual(['Each role must be a role key (lower-case letters, digits and dashes).']);
  return [...staffErrors.map(staffErrorMessage), ...roles];
}

/** Result codes the scan of `error: '...'` also finds (a type, not an answer): they never reach anyone. */
const isCode = (text: string) => /^[a-z_]+$/.test(text);

describe('backoffice messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const runTime = runTimeMessages();
    expect(runTime).toEqual(
      expect.arrayContaining([
        'Too many failed sign-in attempts. Try again in 1 minute.',
        'Too many failed sign-in attempts. Try again in 15 minutes.',
        'Too many failed sign-in attempts for this account. Try again in 1 second.',
        'Too many failed sign-in attempts for this account. Try again in 60 seconds.',
        'Password must contain a letter and a digit.',
      ]),
    );
    const literals = literalMessagesOf('backoffice').filter((text) => !isCode(text));
    expect(literals).toContain('You do not have permission to do this.');
    // 'Unauthenticated.' (the staff guard) is the auth module's text, registered by it.
    expect(untranslated({ ...authBangla, ...backofficeBangla }, [...literals, ...runTime])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(backofficeBangla);
    expect(catalog.translate(staffErrorMessage({ code: 'locked', minutes: 15 }), 'bn')).toBe(
      'অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। 15 মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(catalog.translate(staffErrorMessage({ code: 'locked', minutes: 1 }), 'bn')).toBe(
      'অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(backofficeBangla)).toEqual([]);
  });
});
