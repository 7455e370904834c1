import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { repoRoot } from '../../../platform/paths.js';
import { demoStaff } from '../domain/demo-staff.js';
import { passwordProblem } from '../domain/staff-rules.js';

describe('demo staff', () => {
  it('are the accounts scripts/demo-logins.json prints at start, with usable passwords and TOTP secrets', () => {
    const printed = JSON.parse(readFileSync(join(repoRoot, 'scripts/demo-logins.json'), 'utf8')) as { staff: unknown[] };
    expect(printed.staff).toEqual(
      demoStaff.map(({ username, password, roles, totpSecret }) => ({ username, password, roles, totpSecret })),
    );
    for (const staff of demoStaff) {
      expect(passwordProblem(staff.password)).toBeUndefined();
      expect(generateSync({ secret: staff.totpSecret })).toMatch(/^\d{6}$/);
    }
    expect(demoStaff.map((s) => s.username)).toEqual(['admin', 'finance1', 'support1', 'content1', 'risk1', 'trader1']);
  });
});
