import { Namespaces, type ChatPush } from '@khela/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';
import { getSocketTicket } from '@/features/payments/api/queue-live';

/**
 * The console's live line: one socket.io connection to /staff (a socket ticket stands in for the HttpOnly
 * session cookie), whose `staff:chat` room carries every conversation's messages, typing, read state and
 * queue changes. `null` tells listeners the socket (re)connected: what was pushed meanwhile may be missing,
 * so they catch up (the open conversation asks for the messages after the last id it has).
 */
type Listener = (push: ChatPush | null) => void;

let socket: Socket | null = null;
let connected = false;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const notify of statusListeners) notify();
}

function open(): void {
  if (socket) return;
  socket = io(`${env.API_URL}${Namespaces.staff}`, {
    path: '/socket.io',
    auth: (send) => {
      getSocketTicket().then(
        ({ ticket }) => send({ ticket }),
        () => send({}),
      );
    },
  });
  socket.on('connect', () => {
    setConnected(true);
    for (const listener of listeners) listener(null);
  });
  socket.on('disconnect', () => setConnected(false));
  socket.on('connect_error', () => setConnected(false));
  socket.on('chat', (push: ChatPush) => {
    for (const listener of listeners) listener(push);
  });
}

function close(): void {
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

export function onChatPush(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

function subscribeStatus(notify: () => void): () => void {
  statusListeners.add(notify);
  return () => statusListeners.delete(notify);
}

/** Runs `handler` for every chat push (and with null on each (re)connect); answers whether the socket is connected. */
export function useChatLive(handler: Listener): boolean {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onChatPush((push) => latest.current(push)), []);
  return useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  );
}
