import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config.js';

const good = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/khela', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('loadConfig', () => {
  it('applies defaults to a minimal environment', () => {
    const config = loadConfig(good);
    expect(config.PORT).toBe(3000);
    expect(config.ROLE).toBe('all');
    expect(config.MIGRATE_ON_START).toBe(true);
    expect(config.corsOrigins).toEqual([]);
  });

  it('parses numbers, booleans and lists', () => {
    const config = loadConfig({ ...good, PORT: '8080', SEED_DEMO: 'true', CORS_ORIGINS: 'https://a.bd, https://b.bd' });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.corsOrigins).toEqual(['https://a.bd', 'https://b.bd']);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', ROLE: 'boss', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'PORT', 'REDIS_URL', 'ROLE', 'SEED_DEMO']);
    expect((error as Error).message).toContain('REDIS_URL: is required');
  });
});
