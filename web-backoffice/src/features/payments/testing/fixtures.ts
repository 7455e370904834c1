import type { PaymentQueueItem, StaffMe } from '@khela/contracts';

/** A finance clerk who may approve. */
export const financeStaff: StaffMe = {
  id: 'staff-1',
  username: 'finance1',
  display_name: 'Farhana Finance',
  roles: ['finance'],
  permissions: ['session', 'players.read', 'payments.read', 'payments.approve'],
};

/** A pending manual deposit as the queue lists it. */
export const pendingDeposit: PaymentQueueItem = {
  kind: 'deposit',
  id: '41',
  player: { id: '7', username: 'rahim2024' },
  method: { id: 1, name: 'bKash', account_type: 'Agent' },
  receiving_number: '01710000001',
  account_number: '01712345678',
  transaction_id: 'TRX8842XYZ',
  provider: null,
  amount: '1000.00',
  status: 'pending',
  promotion: null,
  receipts: [],
  first_approver: null,
  needs_second_approval: false,
  created_at: '2026-11-21T18:30:00.000Z',
  age_seconds: 60,
  recent: [],
};
