import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * A deposit's turnover requirement is on record (before its credit, so the ticket opens with it):
     * payments settles the deposit on it. Money as decimal strings of minor units.
     */
    'turnover.requirement-registered': { depositId: string; playerId: string; requiredMinor: string };
  }
}

export const turnoverEvents = declareEvents('turnover', ['turnover.requirement-registered']);
