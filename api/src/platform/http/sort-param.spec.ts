import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { parseSort, SortParam, sortValues } from './sort-param.js';

class ListDto {
  @SortParam(['created_at', 'username'])
  sort?: string;
}

const errorsOf = (query: Record<string, unknown>) =>
  validateSync(plainToInstance(ListDto, query)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('sort query field', () => {
  it('accepts each whitelisted column, ascending or with a minus descending', () => {
    expect(sortValues(['a', 'b'])).toEqual(['a', '-a', 'b', '-b']);
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ sort: '-created_at' })).toEqual([]);
    expect(errorsOf({ sort: 'username' })).toEqual([]);
  });

  it('refuses another column, SQL or an array, naming the accepted values', () => {
    const message = 'sort must be one of: created_at, -created_at, username, -username.';
    expect(errorsOf({ sort: 'password_hash' })).toEqual([message]);
    expect(errorsOf({ sort: 'created_at; DROP TABLE players' })).toEqual([message]);
    expect(errorsOf({ sort: ['created_at', 'username'] })).toEqual([message]);
    expect(errorsOf({ sort: '--created_at' })).toEqual([message]);
  });

  it('reads the value into a column and direction, or the default', () => {
    expect(parseSort('-username', { column: 'created_at', descending: true })).toEqual({ column: 'username', descending: true });
    expect(parseSort('username', { column: 'created_at', descending: true })).toEqual({ column: 'username', descending: false });
    expect(parseSort(undefined, { column: 'created_at', descending: true })).toEqual({ column: 'created_at', descending: true });
  });
});
