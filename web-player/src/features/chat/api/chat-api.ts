import type {
  ChatAckAnswer,
  ChatListAnswer,
  ChatMessageSentAnswer,
  ChatMessagesAnswer,
  ChatOpenAnswer,
  ChatStatusAnswer,
} from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, fetchBlob } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/get-chats (bearer): the player's conversations with their last message. */
export const getChats = (signal?: AbortSignal) => api.get<ChatListAnswer>('/api/get-chats', { signal });

/** POST /api/chats (bearer): the player's open conversation, started when there is none (the spec's ids are ignored). */
export const openChat = () => api.post<ChatOpenAnswer>('/api/chats', {});

/** GET /api/chats/{chatId}/messages?after (bearer): oldest first; `after` answers only later ones (catch-up). */
export const getMessages = (chatId: number, after?: number, signal?: AbortSignal) =>
  api.get<ChatMessagesAnswer>(`/api/chats/${chatId}/messages${after ? `?after=${after}` : ''}`, { signal });

/** POST /api/messages (bearer): `sender_id` is not sent (the token says who); the client key makes a retry one message. */
export const sendMessage = (chatId: number, content: string, clientKey: string) =>
  api.post<ChatMessageSentAnswer>('/api/messages', { chat_id: chatId, content, client_key: clientKey });

/** POST /api/chats/{chatId}/images (bearer, multipart): an image with optional text. */
export function sendImage(chatId: number, file: File, content: string, clientKey: string) {
  const form = new FormData();
  form.append('file', file);
  if (content) form.append('content', content);
  form.append('client_key', clientKey);
  return api.post<ChatMessageSentAnswer>(`/api/chats/${chatId}/images`, form);
}

export const markChatRead = (chatId: number) => api.post<ChatAckAnswer>(`/api/chats/${chatId}/read`);
export const sendTyping = (chatId: number) => api.post<ChatAckAnswer>(`/api/chats/${chatId}/typing`);

/** An image of a chat message, as a Blob (the route needs the bearer token, which an <img> cannot send). */
export const fetchChatImage = (chatId: number, messageId: number) => fetchBlob(`/api/chats/${chatId}/messages/${messageId}/image`);

/** GET /api/chat/status: agents online and the reply time to expect. */
export function useChatStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['chat', 'status'],
    queryFn: ({ signal }) => api.get<ChatStatusAnswer>('/api/chat/status', { signal }),
    enabled: Boolean(token),
    refetchInterval: 30_000,
  });
}

export const chatsQueryOptions = () => queryOptions({ queryKey: ['chat', 'list'], queryFn: ({ signal }) => getChats(signal) });

export function useChats() {
  const token = useSessionToken();
  return useQuery({ ...chatsQueryOptions(), enabled: Boolean(token) });
}
