import type { TFunction } from 'i18next';
import { playerWalletEn } from '@/i18n/locales/player-wallet';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A server time as staff in Bangladesh read it (Asia/Dhaka). */
export const dhaka = (iso: string) => dhakaTime.format(new Date(iso));

/** "12500.5" -> "12,500.50" without floating point; anything else as given. */
export function bdt(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, minus, whole, fraction = ''] = match;
  return `${minus}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** Event types with a display text; others (new ones from the API) show their name as given. */
export type StatementType = keyof typeof playerWalletEn.statement.types;

export function isStatementType(type: string): type is StatementType {
  return Object.hasOwn(playerWalletEn.statement.types, type);
}

/** The display text of a statement event type in the current language. */
export function statementTypeLabel(t: TFunction, type: string): string {
  return isStatementType(type) ? t(`playerWallet.statement.types.${type}`) : type;
}
