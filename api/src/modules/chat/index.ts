// What other modules may use from the chat: the module and the queue summary query (nothing outside reads or writes conversations).
export { ChatModule } from './chat.module.js';
/** The chat queue at a glance (the back-office dashboard). */
export { ChatQueueSummaryQuery, type ChatQueueSummary } from './queries/queue-summary/queue-summary.query.js';
