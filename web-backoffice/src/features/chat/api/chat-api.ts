import type {
  ChatActionAnswer,
  ChatAgentsAnswer,
  ChatAgentStatus,
  ChatCannedRepliesAnswer,
  ChatCannedReply,
  ChatCannedReplyRequest,
  ChatConversationAnswer,
  ChatMessageSentAnswer,
  ChatPlayerActivityAnswer,
  ChatQueueAnswer,
  ChatSearchAnswer,
  MessageAnswer,
} from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const base = '/api/admin/chat';
export const chatKeys = {
  all: ['chat'] as const,
  queue: (status: string) => ['chat', 'queue', status] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  activity: (id: number) => ['chat', 'activity', id] as const,
  agents: ['chat', 'agents'] as const,
  canned: ['chat', 'canned'] as const,
  search: (q: string) => ['chat', 'search', q] as const,
};

/** The console's beat: the queue and the agents list refetch this often, which also keeps the agent counted online. */
export const CONSOLE_BEAT_MS = 30_000;

export function useChatQueue(status: 'open' | 'closed') {
  return useQuery({
    queryKey: chatKeys.queue(status),
    queryFn: ({ signal }) => api.get<ChatQueueAnswer>(`${base}/conversations?status=${status}`, { signal }),
    refetchInterval: CONSOLE_BEAT_MS,
    placeholderData: keepPreviousData,
  });
}

export const getConversation = (id: number, after?: number, signal?: AbortSignal) =>
  api.get<ChatConversationAnswer>(`${base}/conversations/${id}${after ? `?after=${after}` : ''}`, { signal });

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: ({ signal }) => getConversation(id!, undefined, signal),
    enabled: id !== null,
  });
}

export function usePlayerActivity(id: number | null) {
  return useQuery({
    queryKey: chatKeys.activity(id ?? 0),
    queryFn: ({ signal }) => api.get<ChatPlayerActivityAnswer>(`${base}/conversations/${id}/player-activity`, { signal }),
    enabled: id !== null,
  });
}

export function useAgents() {
  return useQuery({
    queryKey: chatKeys.agents,
    queryFn: ({ signal }) => api.get<ChatAgentsAnswer>(`${base}/agents`, { signal }),
    refetchInterval: CONSOLE_BEAT_MS,
  });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: chatKeys.canned,
    queryFn: ({ signal }) => api.get<ChatCannedRepliesAnswer>(`${base}/canned-replies`, { signal }),
  });
}

export function useChatSearch(q: string) {
  return useQuery({
    queryKey: chatKeys.search(q),
    queryFn: ({ signal }) => api.get<ChatSearchAnswer>(`${base}/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
  });
}

export const sendAgentMessage = (id: number, content: string, clientKey: string) =>
  api.post<ChatMessageSentAnswer>(`${base}/conversations/${id}/messages`, { content, client_key: clientKey });
export const sendAgentTyping = (id: number) => api.post(`${base}/conversations/${id}/typing`);
export const markConversationRead = (id: number) => api.post(`${base}/conversations/${id}/read`);

/** Take, close, reopen or transfer: the queue and the conversation refetch after. */
export function useConversationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, agentId }: { id: number; action: 'take' | 'close' | 'reopen' | 'transfer'; agentId?: string }) =>
      api.post<ChatActionAnswer>(`${base}/conversations/${id}/${action}`, action === 'transfer' ? { agent_id: agentId } : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ChatAgentStatus) => api.put<MessageAnswer>(`${base}/presence`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.agents }),
  });
}

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id?: number; reply: ChatCannedReplyRequest }) =>
      id ? api.put<ChatCannedReply>(`${base}/canned-replies/${id}`, reply) : api.post<ChatCannedReply>(`${base}/canned-replies`, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageAnswer>(`${base}/canned-replies/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}
