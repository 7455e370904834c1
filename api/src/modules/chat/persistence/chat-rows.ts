import type { ChatConversationSummary, ChatMessage, ChatSenderKind, ChatStatus } from '@khela/contracts';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_kind: ChatSenderKind;
  sender_id: string;
  sender_name: string;
  content: string;
  image_path: string | null;
  image_mime: string | null;
  created_at: Date;
  read_at: Date | null;
}

export const messageColumns = `m.id::text, m.conversation_id::text, m.sender_kind, m.sender_id, m.sender_name, m.content,
  m.image_path, m.image_mime, m.created_at, m.read_at`;

export const presentMessage = (r: MessageRow): ChatMessage => ({
  id: Number(r.id),
  chat_id: Number(r.conversation_id),
  sender_id: r.sender_id,
  sender: r.sender_kind,
  sender_name: r.sender_name,
  content: r.content,
  has_image: r.image_path !== null,
  created_at: r.created_at.toISOString(),
  read_at: r.read_at ? r.read_at.toISOString() : null,
});

export interface ConversationRow {
  id: string;
  player_id: string;
  player_username: string;
  status: ChatStatus;
  agent_id: string | null;
  agent_name: string | null;
  waiting_since: Date | null;
  created_at: Date;
  closed_at: Date | null;
  last_message: string | null;
  last_message_at: Date | null;
  unread_by_agent: number;
  unread_by_player: number;
}

/** A conversation with its last message and both sides' unread counts (alias `c`). */
export const conversationSelect = `
  SELECT c.id::text, c.player_id::text, c.player_username, c.status, c.agent_id::text, c.agent_name, c.waiting_since,
         c.created_at, c.closed_at,
         last.content AS last_message, last.created_at AS last_message_at,
         (SELECT count(*)::int FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender_kind = 'player' AND u.read_at IS NULL) AS unread_by_agent,
         (SELECT count(*)::int FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender_kind <> 'player' AND u.read_at IS NULL) AS unread_by_player
    FROM chat_conversations c
    LEFT JOIN LATERAL (
      SELECT CASE WHEN l.content = '' AND l.image_path IS NOT NULL THEN '[image]' ELSE l.content END AS content, l.created_at
        FROM chat_messages l WHERE l.conversation_id = c.id ORDER BY l.id DESC LIMIT 1
    ) last ON true`;

export const presentConversation = (r: ConversationRow): ChatConversationSummary => ({
  id: Number(r.id),
  player_id: r.player_id,
  player_username: r.player_username,
  status: r.status,
  agent_id: r.agent_id,
  agent_name: r.agent_name,
  waiting_since: r.waiting_since ? r.waiting_since.toISOString() : null,
  last_message: r.last_message,
  last_message_at: r.last_message_at ? r.last_message_at.toISOString() : null,
  unread: r.unread_by_agent,
  created_at: r.created_at.toISOString(),
  closed_at: r.closed_at ? r.closed_at.toISOString() : null,
});

/** A message as the player reads it: agents' staff ids stay inside the back-office (the player sees "agent"). */
export const forPlayer = (m: ChatMessage): ChatMessage => (m.sender === 'player' ? m : { ...m, sender_id: m.sender });
