/** What the player's inbox routes answer with (English; Bangla in inbox-messages.bn.ts). */
export const inboxMessages = {
  notFound: 'Message not found.',
  markedRead: 'Marked as read.',
  deleted: 'Message deleted.',
  pageInvalid: 'The page must be a whole number from 1.',
} as const;
