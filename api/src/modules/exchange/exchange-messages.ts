import { sportsEventLists } from '@khela/contracts';

/** The exchange's English answers that more than one place sends (HTTP refusals and socket notices). */
export const eventNotFound = 'Event not found.';
export const marketNotFound = 'Market not found.';
export const badListMessage = `list must be one of ${sportsEventLists.join(', ')}`;
