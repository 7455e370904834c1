/** Taka text with two decimals <-> minor units (poisha), exactly. */
export const minorFromTaka = (text: string): bigint => {
  const [whole, fraction = '00'] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};

export const takaFromMinor = (minor: bigint): string => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** "49.5" -> 4950 (hundredths); the DTO has already checked the digits. */
export const hundredthsFromText = (text: string): number => Number(minorFromTaka(text));
