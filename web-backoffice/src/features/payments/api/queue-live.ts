import { Namespaces, staffPaymentsQueueEvent, type PaymentQueueChange, type StaffSocketTicket } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { paymentQueueKey } from './list-queue';

/**
 * The live finance queue: one socket.io connection to /staff (authenticated with a socket ticket),
 * shared by every component that listens (the navigation badge and the queue page) and closed when
 * the last one goes. The server pushes 'payments:queue' whenever a request arrives or is decided.
 */
type Listener = (change: PaymentQueueChange | null) => void;

let socket: Socket | null = null;
let connected = false;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const notify of statusListeners) notify();
}

/**
 * POST /api/admin/session/socket-ticket: the session is an HttpOnly cookie scoped to /api/admin, which
 * neither this script nor the socket.io handshake can carry; a single-use ticket (30 s) stands in for it.
 */
export function getSocketTicket(): Promise<StaffSocketTicket> {
  return api.post<StaffSocketTicket>('/api/admin/session/socket-ticket');
}

function open(): void {
  if (socket) return;
  // auth as a function: every (re)connection presents a fresh ticket; without one the server refuses it
  // and the queue keeps polling.
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
    // Pushes may have been missed while disconnected: everyone refetches once.
    for (const listener of listeners) listener(null);
  });
  socket.on('disconnect', () => setConnected(false));
  socket.on('connect_error', () => setConnected(false));
  socket.on(staffPaymentsQueueEvent, (change: PaymentQueueChange) => {
    for (const listener of listeners) listener(change);
  });
}

function close(): void {
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

/** Listens for queue changes; the connection opens with the first listener and closes after the last. */
export function onPaymentQueueChange(listener: Listener): () => void {
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

/**
 * Keeps the queue queries fresh from the socket; answers whether the socket is connected (when it
 * is not, the queries poll every 5 s instead).
 */
export function usePaymentQueueLive(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => onPaymentQueueChange(() => void queryClient.invalidateQueries({ queryKey: paymentQueueKey })), [queryClient]);
  return useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  );
}
