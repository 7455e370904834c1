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

  it('runs the simulated exchange feed only outside production unless EXCHANGE_FEED says so', () => {
    expect(loadConfig(good).EXCHANGE_FEED).toBe('off'); // NODE_ENV defaults to production
    expect(loadConfig({ ...good, NODE_ENV: 'development' }).EXCHANGE_FEED).toBe('simulator');
    expect(loadConfig({ ...good, NODE_ENV: 'test' }).EXCHANGE_FEED).toBe('simulator');
    expect(loadConfig({ ...good, EXCHANGE_FEED: 'simulator' }).EXCHANGE_FEED).toBe('simulator');
    expect(loadConfig({ ...good, NODE_ENV: 'development', EXCHANGE_FEED: 'off' }).EXCHANGE_FEED).toBe('off');
  });

  it('parses numbers, booleans and lists', () => {
    const config = loadConfig({
      ...good,
      NODE_ENV: 'development',
      PORT: '8080',
      SEED_DEMO: 'true',
      CORS_ORIGINS: 'https://a.bd, https://b.bd',
    });
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

  it('refuses demo data in production (NODE_ENV defaults to production), naming SEED_DEMO', () => {
    for (const env of [{ SEED_DEMO: 'true' }, { SEED_DEMO: '1', NODE_ENV: 'production' }]) {
      let error: unknown;
      try {
        loadConfig({ ...good, ...env });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^SEED_DEMO: .*NODE_ENV=production/)]);
    }
  });

  it('lists the demo refusal together with the other bad variables', () => {
    let error: unknown;
    try {
      loadConfig({ ...good, SEED_DEMO: 'true', PORT: 'eighty' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'SEED_DEMO']);
  });

  it('seeds demo data in development and test, and production without SEED_DEMO starts', () => {
    expect(loadConfig({ ...good, SEED_DEMO: 'true', NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...good, SEED_DEMO: 'true', NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...good, NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
  });
});
