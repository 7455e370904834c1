import { EventEmitter } from 'node:events';
import { describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { from, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { RedisIoAdapter } from './redis-io.adapter.js';

/** What Nest's WebSocketsController passes as `transform`: the handler's (possibly async) result as an Observable. */
const transform = (result: unknown): Observable<unknown> => from(Promise.resolve(result));
const settled = () => new Promise((r) => setImmediate(r));

function bound(handlers: { message: string; callback: (data: unknown) => unknown }[]) {
  const adapter = new RedisIoAdapter(undefined as unknown as INestApplicationContext);
  const logged: unknown[] = [];
  (adapter as unknown as { logger: { error: (e: unknown) => void } }).logger = { error: (e) => logged.push(e) };
  const socket = Object.assign(new EventEmitter(), { emitted: [] as unknown[][] });
  socket.emit = ((...args: unknown[]) => {
    if (args[0] === 'push') socket.emitted.push(args);
    return EventEmitter.prototype.emit.apply(socket, args as [string, ...unknown[]]);
  }) as typeof socket.emit;
  adapter.bindMessageHandlers(socket as unknown as Socket, handlers as never, transform);
  return { socket, logged };
}

describe('RedisIoAdapter.bindMessageHandlers (one listener per message, issue 15)', () => {
  it("acknowledges with the handler's resolved result, emits { event, data }, and sends nothing for null", async () => {
    const { socket } = bound([
      { message: 'join', callback: async (data) => ({ ok: true, got: data }) },
      { message: 'ping', callback: () => ({ event: 'push', data: 7 }) },
      { message: 'quiet', callback: () => null },
    ]);
    const ack = jest.fn();
    socket.emit('join', { room: 'market:1' }, ack);
    const quietAck = jest.fn();
    socket.emit('quiet', {}, quietAck);
    socket.emit('ping', {});
    await settled();
    expect(ack).toHaveBeenCalledWith({ ok: true, got: { room: 'market:1' } });
    expect(quietAck).not.toHaveBeenCalled();
    expect(socket.emitted).toEqual([['push', 7]]);
    expect(socket.listenerCount('join')).toBe(1);
  });

  it('logs a failing handler (thrown or rejected) and keeps answering the next message', async () => {
    let calls = 0;
    const { socket, logged } = bound([
      {
        message: 'join',
        callback: () => {
          calls++;
          if (calls === 1) throw new Error('sync');
          if (calls === 2) return Promise.reject(new Error('async'));
          return { ok: true };
        },
      },
    ]);
    const acks = [jest.fn(), jest.fn(), jest.fn()];
    for (const ack of acks) socket.emit('join', {}, ack);
    await settled();
    expect(logged.map((e) => (e as Error).message)).toEqual(['sync', 'async']);
    expect(acks[0]).not.toHaveBeenCalled();
    expect(acks[1]).not.toHaveBeenCalled();
    expect(acks[2]).toHaveBeenCalledWith({ ok: true });
  });
});
