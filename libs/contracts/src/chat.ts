/** Live support chat (spec sections 2.2, 2.3, 3, 5, 7, 9; issue 20): the player's calls, the agent console, pushes. */

import type { VipLevelLabel } from './vip.js';

export type ChatSenderKind = 'player' | 'agent' | 'system';
export type ChatStatus = 'open' | 'closed';

/** A chat message as both sides read it (spec section 3: sender_id, content). */
export interface ChatMessage {
  id: number;
  chat_id: number;
  /** The player's id for their messages; to the player an agent's message says `agent` (staff ids stay in the back-office, which sees the agent's staff id), the platform's `system`. */
  sender_id: string;
  sender: ChatSenderKind;
  /** The agent's display name, the player's username, or "Khela". */
  sender_name: string;
  /** Sanitised plain text (may be empty when the message is an image). */
  content: string;
  /** Set when the message carries an image: read it from the image route of the caller's side. */
  has_image: boolean;
  /** ISO time. */
  created_at: string;
  /** ISO time the other side read it, or null. */
  read_at: string | null;
}

/** A conversation in the player's list (spec section 3: chat_id, id, other_user.username, last_message). */
export interface ChatListItem {
  chat_id: number;
  id: number;
  status: ChatStatus;
  other_user: { username: string };
  last_message: string | null;
  last_message_at: string | null;
  /** Agent messages the player has not read. */
  unread: number;
}

/** `GET /api/get-chats`. */
export interface ChatListAnswer {
  success: true;
  chats: ChatListItem[];
}

/** `POST /api/chats`: the caller's open conversation (made when there is none). `user_one_id` / `user_two_id` are ignored. */
export interface ChatOpenAnswer {
  success: true;
  chat: { id: number; status: ChatStatus };
}

/** `GET /api/chats/{chatId}/messages?after`: oldest first; `after` (a message id) answers only later ones (catch-up). */
export interface ChatMessagesAnswer {
  success: true;
  chat: { id: number; status: ChatStatus; agent_name: string | null };
  messages: ChatMessage[];
}

/** `POST /api/messages` (and the image upload): the stored message. */
export interface ChatMessageSentAnswer {
  success: true;
  data: ChatMessage;
}

/** `POST /api/messages` body: `chat_id`, `content`; `sender_id` is ignored (the token says who). */
export interface ChatSendRequest {
  chat_id: number | string;
  content: string;
  sender_id?: unknown;
  /** Optional: the same key sent again (a retry after a lost answer) stores one message. */
  client_key?: string;
}

/** `GET /api/chat/status`: whether an agent is online, and the reply time to expect when none is. */
export interface ChatStatusAnswer {
  success: true;
  agents_online: number;
  /** Minutes within which a reply usually comes. */
  expected_reply_minutes: number;
}

/** Read and typing answers. */
export interface ChatAckAnswer {
  success: true;
}

// ---------------------------------------------------------------------------------------------------------
// Agent console (`/api/admin/chat`, permissions chat.view and chat.answer)

export interface ChatConversationSummary {
  id: number;
  player_id: string;
  player_username: string;
  status: ChatStatus;
  agent_id: string | null;
  agent_name: string | null;
  /** When the player's oldest unanswered message arrived (ISO), or null when nothing waits. */
  waiting_since: string | null;
  last_message: string | null;
  last_message_at: string | null;
  /** Player messages no agent has read. */
  unread: number;
  created_at: string;
  closed_at: string | null;
  /** The player's VIP level now (the VIP module's answer; null when it has none for them). Staff answers only. */
  vip_level?: VipLevelLabel | null;
}

export interface ChatQueueAnswer {
  conversations: ChatConversationSummary[];
}

export interface ChatConversationAnswer {
  conversation: ChatConversationSummary;
  messages: ChatMessage[];
}

export type ChatAgentStatus = 'online' | 'away';

export interface ChatAgent {
  staff_id: string;
  display_name: string;
  status: ChatAgentStatus;
  /** Online and seen within the presence window. */
  online: boolean;
  open_conversations: number;
}

export interface ChatAgentsAnswer {
  me: ChatAgentStatus;
  agents: ChatAgent[];
}

export interface ChatPresenceRequest {
  status: ChatAgentStatus;
}

export interface ChatTransferRequest {
  agent_id: string;
}

export interface ChatAgentSendRequest {
  content: string;
  client_key?: string;
}

export interface ChatCannedReply {
  id: number;
  title: string;
  body_en: string;
  body_bn: string;
}

export interface ChatCannedRepliesAnswer {
  replies: ChatCannedReply[];
}

export interface ChatCannedReplyRequest {
  title: string;
  body_en: string;
  body_bn: string;
}

/** One money or play movement beside the conversation (the player's main wallet statement). */
export interface ChatPlayerActivityItem {
  kind: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'other';
  /** Ledger event type, e.g. DepositCredited. */
  type: string;
  /** Signed decimal string. */
  amount: string;
  occurred_at: string;
}

export interface ChatPlayerActivityAnswer {
  player: { id: string; username: string; balance: string; currency: string };
  activity: ChatPlayerActivityItem[];
}

export interface ChatSearchHit {
  conversation_id: number;
  message_id: number;
  player_username: string;
  sender: ChatSenderKind;
  content: string;
  created_at: string;
}

export interface ChatSearchAnswer {
  hits: ChatSearchHit[];
}

export interface ChatActionAnswer {
  message: string;
  conversation: ChatConversationSummary;
}

// ---------------------------------------------------------------------------------------------------------
// Pushes: `chat` on the player's room (/player) and on `staff:chat` (/staff)

export type ChatPush =
  | { kind: 'message'; chat_id: number; message: ChatMessage }
  | { kind: 'typing'; chat_id: number; by: 'player' | 'agent'; name: string }
  | { kind: 'read'; chat_id: number; by: 'player' | 'agent'; up_to: number; read_at: string }
  | { kind: 'conversation'; chat_id: number; conversation: ChatConversationSummary };
