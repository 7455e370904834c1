// What other modules may use from the inbox: the module and its events (nothing writes to an inbox
// directly: publish an event, and the inbox's reactor writes the message).
export { InboxModule } from './inbox.module.js';
export { inboxEvents } from './events/inbox-events.js';
