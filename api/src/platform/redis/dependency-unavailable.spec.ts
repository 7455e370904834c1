import { describe, expect, it } from '@jest/globals';
import { isDependencyUnavailable } from './dependency-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable: a backing service out of reach (503), not a bug (500)', () => {
  it('Postgres out of reach or out of connections', () => {
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true); // pg-pool: no free connection
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDependencyUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDependencyUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDependencyUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
  });

  it('not a query error, a constraint or a plain bug', () => {
    expect(isDependencyUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDependencyUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyUnavailable('timeout exceeded when trying to connect')).toBe(false);
  });
});
