import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../platform/paths.js';
import { demoPlayers } from './demo-players.seed.js';

describe('scripts/demo-logins.json', () => {
  it('lists the seeded demo players with their passwords', () => {
    const logins = JSON.parse(readFileSync(join(repoRoot, 'scripts/demo-logins.json'), 'utf8')) as {
      players: { username: string; password: string }[];
    };
    for (const demo of demoPlayers)
      expect(logins.players).toContainEqual(expect.objectContaining({ username: demo.username, password: demo.password }));
  });
});
