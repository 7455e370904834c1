import { describe, expect, it } from '@jest/globals';
import type { Pool } from 'pg';
import { GameProvidersRepository } from './game-providers.repository.js';

const row = (status: string) => ({
  code: 'sim',
  name: 'Simulator',
  status,
  auth_scheme: 'hmac',
  key_material: 'secret',
  launch_url: 'http://sim',
  rollback_unknown: 'ok',
});

/** A pool whose reads wait until released, answering the provider's row as it was when the read began. */
function fakePool() {
  const state = { status: 'active', reads: 0, fail: false };
  const waiting: (() => void)[] = [];
  const pool = {
    query: async () => {
      state.reads += 1;
      const seen = row(state.status);
      const fail = state.fail;
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (fail) throw new Error('database down');
      return { rows: [seen] };
    },
  } as unknown as Pool;
  const release = async () => {
    while (waiting.length) waiting.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { pool, state, release };
}

describe('GameProvidersRepository.findCached', () => {
  it('calls that find the provider missing at once share one read, and the row is then kept', async () => {
    const { pool, state, release } = fakePool();
    const providers = new GameProvidersRepository(pool);
    const calls = Promise.all([providers.findCached('sim'), providers.findCached('sim'), providers.findCached('sim')]);
    await release();
    expect((await calls).map((p) => p?.status)).toEqual(['active', 'active', 'active']);
    expect(state.reads).toBe(1);
    expect((await providers.findCached('sim'))?.status).toBe('active');
    expect(state.reads).toBe(1);
  });

  it('a read in flight when staff change the provider (forget) is not kept: the next call reads the new row', async () => {
    const { pool, state, release } = fakePool();
    const providers = new GameProvidersRepository(pool);
    const before = providers.findCached('sim'); // read started before the change
    providers.forget('sim');
    state.status = 'disabled';
    const after = providers.findCached('sim'); // a call after the change: its own read
    await release();
    expect((await before)?.status).toBe('active');
    expect((await after)?.status).toBe('disabled');
    expect(state.reads).toBe(2);
    expect((await providers.findCached('sim'))?.status).toBe('disabled');
    expect(state.reads).toBe(2);
  });

  it('a failed read is not kept: every caller sharing it gets the error, the next call reads again', async () => {
    const { pool, state, release } = fakePool();
    const providers = new GameProvidersRepository(pool);
    state.fail = true;
    const calls = Promise.allSettled([providers.findCached('sim'), providers.findCached('sim')]);
    await release();
    expect((await calls).map((c) => c.status)).toEqual(['rejected', 'rejected']);
    state.fail = false;
    const next = providers.findCached('sim');
    await release();
    expect((await next)?.status).toBe('active');
    expect(state.reads).toBe(2);
  });
});
