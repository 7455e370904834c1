import { describe, expect, it } from 'vitest';
import { createEnv } from './env';

describe('createEnv', () => {
  it('defaults the API URL to same origin', () => {
    expect(createEnv({}).API_URL).toBe('');
    expect(createEnv({ VITE_API_URL: '' }).API_URL).toBe('');
  });

  it('accepts an absolute http(s) URL and drops trailing slashes', () => {
    expect(createEnv({ VITE_API_URL: 'https://api.khela.test/' }).API_URL).toBe('https://api.khela.test');
  });

  it('lists every bad variable in one error', () => {
    expect(() => createEnv({ VITE_API_URL: 'not a url' })).toThrow(
      /The following variables are missing or invalid:\n- VITE_API_URL: must be an absolute http\(s\) URL/,
    );
    expect(() => createEnv({ VITE_API_URL: 'ftp://files.test' })).toThrow(/VITE_API_URL: must use http or https/);
  });
});
