import type { StaffRole } from '@khela/contracts';

/**
 * The demo back-office accounts `npm start` seeds and prints. The TOTP secrets are FIXED on purpose:
 * a demo user can add them to an authenticator app, and the e2e tests compute codes from them.
 * They exist only when SEED_DEMO runs; never seed them into a real deployment.
 */
export interface DemoStaff {
  username: string;
  displayName: string;
  password: string;
  roles: StaffRole[];
  totpSecret: string;
}

export const demoStaff: readonly DemoStaff[] = [
  {
    username: 'admin',
    displayName: 'Demo Admin',
    password: 'Admin-demo-2026',
    roles: ['admin', 'finance', 'support', 'content', 'risk', 'trader'],
    totpSecret: 'KHELAADMINDEMO2FJBSWY3DPEHPK3PXP',
  },
  {
    username: 'finance1',
    displayName: 'Farhana Finance',
    password: 'Finance-demo-2026',
    roles: ['finance'],
    totpSecret: 'KHELAFINANCEDEMOJBSWY3DPEHPK3PXP',
  },
  {
    username: 'support1',
    displayName: 'Sabbir Support',
    password: 'Support-demo-2026',
    roles: ['support'],
    totpSecret: 'KHELASUPPORTDEMOJBSWY3DPEHPK3PXP',
  },
  {
    username: 'content1',
    displayName: 'Chandni Content',
    password: 'Content-demo-2026',
    roles: ['content'],
    totpSecret: 'KHELACONTENTDEMOJBSWY3DPEHPK3PXP',
  },
  {
    username: 'risk1',
    displayName: 'Rina Risk',
    password: 'Risk-demo-2026',
    roles: ['risk'],
    totpSecret: 'KHELARISKDEMOXJBSWY3DPEHPK3PXPQQ',
  },
  {
    username: 'trader1',
    displayName: 'Tanvir Trader',
    password: 'Trader-demo-2026',
    roles: ['trader'],
    totpSecret: 'KHELATRADERDEMOXJBSWY3DPEHPK3PXP',
  },
];
