import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /** A staff member's roles changed: what they may see live (socket rooms) must follow. */
    'backoffice.staff-roles-changed': { staffId: string };
  }
}

export const backofficeEvents = declareEvents('backoffice', ['backoffice.staff-roles-changed']);
