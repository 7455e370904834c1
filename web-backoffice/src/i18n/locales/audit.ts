import type { Translation } from '@khela/web-kit';

/** The staff audit log: filters, the table and the before/after view of a row. */
export const auditEn = {
  title: 'Audit log',
  actor: 'Actor',
  actorPlaceholder: 'username',
  action: 'Action',
  actionPlaceholder: 'staff.created or staff.',
  from: 'From (Dhaka)',
  to: 'To (Dhaka)',
  time: 'Time (Dhaka)',
  roles: 'Roles',
  target: 'Target',
  ip: 'IP',
  request: 'Request',
  empty: 'Nothing recorded for these filters.',
  showChanges: 'Changes',
  hideChanges: 'Hide',
  diff: {
    none: 'No before/after recorded.',
    field: 'Field',
    before: 'Before',
    after: 'After',
    value: '(value)',
  },
} as const;

export const auditBn: Translation<typeof auditEn> = {
  title: 'অডিট লগ',
  actor: 'কে করেছেন',
  actorPlaceholder: 'ইউজারনেম',
  action: 'অ্যাকশন',
  actionPlaceholder: 'staff.created বা staff.',
  from: 'শুরু (ঢাকা)',
  to: 'শেষ (ঢাকা)',
  time: 'সময় (ঢাকা)',
  roles: 'ভূমিকা',
  target: 'টার্গেট',
  ip: 'IP',
  request: 'রিকোয়েস্ট',
  empty: 'এই ফিল্টারে কিছু রেকর্ড করা নেই।',
  showChanges: 'পরিবর্তন',
  hideChanges: 'লুকান',
  diff: {
    none: 'আগের/পরের কোনো তথ্য রেকর্ড করা নেই।',
    field: 'ফিল্ড',
    before: 'আগে',
    after: 'পরে',
    value: '(মান)',
  },
};
