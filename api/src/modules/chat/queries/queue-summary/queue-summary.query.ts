import { Query } from '@nestjs/cqrs';

export interface ChatQueueSummary {
  /** Open conversations. */
  open: number;
  /** Open conversations no agent holds. */
  unassigned: number;
  /** Open conversations whose player waits for an answer (`waiting_since` set). */
  waiting: number;
  /** Seconds the longest-waiting player has waited; null when nobody waits. */
  oldestWaitingSeconds: number | null;
}

/** The chat queue at a glance (the back-office dashboard, issue 22): one aggregate over the open conversations. */
export class ChatQueueSummaryQuery extends Query<ChatQueueSummary> {}
