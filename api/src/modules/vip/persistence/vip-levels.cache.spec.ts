import { describe, expect, it } from '@jest/globals';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import type { VipLevel } from '../domain/vip-levels.js';
import { VipLevelsCache } from './vip-levels.cache.js';
import type { VipLevelsRepository } from './vip-levels.repository.js';
import type { VipSettingsRepository } from './vip-settings.repository.js';

const level = (threshold: number) => ({ code: 'advanced-2', threshold_points: threshold }) as unknown as VipLevel;

describe('VipLevelsCache', () => {
  it('does not keep levels read before a staff change invalidated it (the next read goes to the table)', async () => {
    const reads: Array<(levels: VipLevel[]) => void> = [];
    const repository = { all: () => new Promise<VipLevel[]>((resolve) => reads.push(resolve)) } as unknown as VipLevelsRepository;
    const settings = { minConvertPoints: () => Promise.resolve(10) } as unknown as VipSettingsRepository;
    const clock = { nowMs: () => 1_000 } as unknown as Clock;
    const cache = new VipLevelsCache(repository, {} as Pool, clock, settings);

    const before = cache.all(); // a poll's read, in flight
    cache.invalidate(); // a staff change commits meanwhile
    const after = cache.all();
    expect(reads).toHaveLength(2); // the read after the change does not share the one from before it
    reads[0]!([level(300)]);
    reads[1]!([level(260)]);
    expect(await before).toEqual([level(300)]);
    expect(await after).toEqual([level(260)]);
    // and the old read, answering last or first, stored nothing over the new one
    expect(await cache.all()).toEqual([level(260)]);
    expect(reads).toHaveLength(2);
  });

  it('answers from memory for a minute, then reads again', async () => {
    let now = 0;
    let count = 0;
    const repository = { all: () => Promise.resolve([level(++count)]) } as unknown as VipLevelsRepository;
    const settings = { minConvertPoints: () => Promise.resolve(10) } as unknown as VipSettingsRepository;
    const cache = new VipLevelsCache(repository, {} as Pool, { nowMs: () => now } as unknown as Clock, settings);
    expect(await cache.all()).toEqual([level(1)]);
    now = 59_999;
    expect(await cache.all()).toEqual([level(1)]);
    now = 60_000;
    expect(await cache.all()).toEqual([level(2)]);
  });
});
