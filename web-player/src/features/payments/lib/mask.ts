/** Spec section 2.3: the receiving number is shown masked, keeping its first 2 and last 2 characters. */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) return value;
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
