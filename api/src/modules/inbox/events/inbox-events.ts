import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /** A message was written to a player's inbox (committed with it): their socket hears the unread count. */
    'inbox.message-delivered': { playerId: string; messageKey: string };
    /** Staff scheduled a broadcast (row committed with this event): its sending job is enqueued for `sendAt`. */
    'inbox.broadcast-scheduled': { broadcastId: string; sendAt: string };
    /** A broadcast was delivered (its messages committed with this event): each recipient's socket hears. */
    'inbox.broadcast-sent': { broadcastId: string; delivered: number };
  }
}

/**
 * The inbox's events. Flows (each arrow a reactor):
 *   payments / player-protection event -> system message written + message-delivered -> push
 *   staff broadcast -> broadcast-scheduled -> job enqueued (delay until send time, keyed by the broadcast)
 *   broadcast job -> messages written + broadcast-sent -> push to each recipient
 */
export const inboxEvents = declareEvents('inbox', ['inbox.message-delivered', 'inbox.broadcast-scheduled', 'inbox.broadcast-sent']);

export const inboxStream = (playerId: string) => `inbox-${playerId}`;
