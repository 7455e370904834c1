import type { ExchangeRecord } from '@khela/contracts';

/** The i18n key (`betting.market.*`) of an exchange market's kind. */
export const marketNameKey = (name: ExchangeRecord['market_name']): 'matchOdds' | 'bookmaker' | 'fancy' =>
  name === 'Bookmaker' ? 'bookmaker' : name === 'Fancy' ? 'fancy' : 'matchOdds';
