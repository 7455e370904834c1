import type { ChatMessage, ChatPush, ChatStatus } from '@khela/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionToken } from '@/lib/session';
import { getMessages, markChatRead } from '../api/chat-api';
import { markReadUpTo, mergeMessages } from '../lib/merge-messages';

/** How long "typing…" shows after the agent's last typing push. */
const TYPING_SHOWN_MS = 4000;

export interface ChatConversation {
  messages: ChatMessage[];
  status: ChatStatus | null;
  agentName: string | null;
  agentTyping: string | null;
  loading: boolean;
  error: unknown;
  /** A message this page sent (its answer), shown at once. */
  add: (message: ChatMessage) => void;
}

/**
 * One conversation, live: the first load, then `chat` pushes on the player's socket (messages, typing, read
 * state, status). Whenever the socket (re)connects, even to another api process after a restart, it asks
 * for the messages after the last id it has, so nothing sent meanwhile is missed. Agent messages on screen
 * are marked read.
 */
export function useChatConversation(chatId: number): ChatConversation {
  const token = useSessionToken();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [agentName, setAgentName] = useState<string | null>(null);
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const lastId = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const merge = useCallback(
    (incoming: readonly ChatMessage[]) => {
      if (incoming.length === 0) return;
      setMessages((current) => {
        const next = mergeMessages(current, incoming);
        lastId.current = next.at(-1)?.id ?? 0;
        return next;
      });
      if (incoming.some((m) => m.sender !== 'player')) void markChatRead(chatId).catch(() => undefined);
    },
    [chatId],
  );

  const catchUp = useCallback(async () => {
    try {
      const answer = await getMessages(chatId, lastId.current || undefined);
      setStatus(answer.chat.status);
      setAgentName(answer.chat.agent_name);
      merge(answer.messages);
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [chatId, merge]);

  // the page is keyed by the chat id, so a new chat starts with fresh state; this is the first load
  useEffect(() => {
    void catchUp();
  }, [catchUp]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let cleanup = () => {};
    void import('@/lib/player-socket').then(({ acquirePlayerSocket }) => {
      if (cancelled) return;
      const { socket, release } = acquirePlayerSocket(token);
      const onPush = (push: ChatPush) => {
        if (push.chat_id !== chatId) return;
        if (push.kind === 'message') {
          merge([push.message]);
          if (push.message.sender === 'agent') {
            setAgentTyping(null);
            // the agent who answers has the conversation (their name heads the page)
            setAgentName((current) => current ?? push.message.sender_name);
          }
        } else if (push.kind === 'typing' && push.by === 'agent') {
          setAgentTyping(push.name);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setAgentTyping(null), TYPING_SHOWN_MS);
        } else if (push.kind === 'read' && push.by === 'agent') {
          setMessages((current) => markReadUpTo(current, 'agent', push.up_to, push.read_at));
        } else if (push.kind === 'conversation') {
          setStatus(push.conversation.status);
          setAgentName(push.conversation.agent_name);
        }
      };
      // a (re)connect, maybe to another api process: ask for what was sent while the socket was away
      const onConnect = () => void catchUp();
      socket.on('chat', onPush);
      socket.on('connect', onConnect);
      cleanup = () => {
        socket.off('chat', onPush);
        socket.off('connect', onConnect);
        release();
      };
    });
    return () => {
      cancelled = true;
      clearTimeout(typingTimer.current);
      cleanup();
    };
  }, [token, chatId, merge, catchUp]);

  return { messages, status, agentName, agentTyping, loading, error, add: (m) => merge([m]) };
}
