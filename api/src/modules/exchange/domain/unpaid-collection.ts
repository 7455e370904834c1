/**
 * When money reaches a player's main, what is owed from an unpaid resettlement is collected from it (pure
 * rules; the `exchange.collect-unpaid` reactor applies them). Amounts in minor units.
 */

const minor = (value: unknown): bigint => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n);

/** Ledger events that may put money into main: the reactor follows these and checks each with `creditsMain`. */
export const mainCreditTypes = [
  'ledger.DepositCredited',
  'ledger.WinCredited',
  'ledger.StakeRolledBack',
  'ledger.ExposureReleased',
  'ledger.ExposureAdjusted',
  'ledger.ExchangeMarketSettled',
  'ledger.WithdrawalHoldReleased',
  'ledger.BonusGranted',
  'ledger.CashRewardMovedToMain',
  'ledger.VipPointsConverted',
  'ledger.StaffAdjusted',
] as const;

export type MainCreditType = (typeof mainCreditTypes)[number];

/** Whether this ledger event (type without its `ledger.` prefix, data as stored) raised main. */
export function creditsMain(type: string, data: Record<string, unknown>): boolean {
  switch (type) {
    case 'StakeRolledBack':
      // a split names what went back to main; none recorded: all of it was main's
      return data.fromMain === undefined ? minor(data.amount) > 0n : minor(data.fromMain) > 0n;
    case 'ExposureAdjusted':
      return minor(data.change) < 0n; // negative: returned from exposure to main
    case 'ExchangeMarketSettled':
      // main takes the hold back plus the result, less commission (a shortfall means main went to zero)
      return data.shortfall === undefined && minor(data.released) + minor(data.pnl) - minor(data.commission) > 0n;
    case 'BonusGranted':
      return data.to === 'main' && minor(data.amount) > 0n;
    case 'DepositCredited':
    case 'WinCredited':
    case 'ExposureReleased':
    case 'WithdrawalHoldReleased':
    case 'CashRewardMovedToMain':
    case 'VipPointsConverted':
    case 'StaffAdjusted':
      return minor(data.amount) > 0n;
    default:
      return false;
  }
}

/**
 * How much of each open row (oldest first) a main balance pays now: each row up to what it still owes,
 * never more than main holds in all. Rows paying nothing are left out.
 */
export function planCollection(
  main: bigint,
  rows: readonly { id: string; owed: bigint; recovered: bigint }[],
): { id: string; amount: bigint }[] {
  const plan: { id: string; amount: bigint }[] = [];
  let left = main;
  for (const row of rows) {
    if (left <= 0n) break;
    const owing = row.owed - row.recovered;
    const amount = owing < left ? owing : left;
    if (amount > 0n) {
      plan.push({ id: row.id, amount });
      left -= amount;
    }
  }
  return plan;
}
