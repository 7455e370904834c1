/**
 * Money crosses the API as a decimal string with two places ("2500.00") and lives everywhere else as
 * integer minor units (poisha, paise) in a bigint. These helpers convert between the two without ever
 * touching a float, so 0.1 + 0.2 problems cannot reach a wallet.
 */

/** Currencies a wallet may hold; fixed when the wallet is opened (spec: BDT, INR, PKR). */
export const currencies = ['BDT', 'INR', 'PKR'] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

const decimalPattern = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Parses "2500", "2500.5" or "-12.34" into minor units (250000n, 250050n, -1234n). Answers null for
 * anything else: more than two decimals, exponents, spaces, thousands separators, or over 15 digits.
 */
export function parseMoney(text: string): bigint | null {
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -minor : minor;
}

/** Formats minor units as a decimal string with two places: 250000n -> "2500.00", -5n -> "-0.05". */
export function formatMoney(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
