import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/**
 * The `sort` query field of a staff list (the back-office data grid, issue 22): `sort=created_at` is
 * ascending, `sort=-created_at` descending. Only the columns a list whitelists are accepted; anything else
 * (another column, SQL, an array from `sort=a&sort=b`) is a 400 naming the accepted values, so the column
 * never reaches SQL unless it is one of the list's own.
 */
export interface SortOrder<Column extends string> {
  column: Column;
  descending: boolean;
}

/** Every accepted `sort` value for these columns: each column ascending and, with a leading minus, descending. */
export function sortValues(columns: readonly string[]): string[] {
  return columns.flatMap((column) => [column, `-${column}`]);
}

/** Decorates a DTO's optional `sort` field with its whitelist: `@SortParam(['created_at', 'username']) sort?: string`. */
export function SortParam(columns: readonly string[]): PropertyDecorator {
  const allowed = sortValues(columns);
  return applyDecorators(
    ApiPropertyOptional({ enum: allowed, description: 'Sort column; a leading minus sorts descending.' }),
    IsOptional(),
    IsIn(allowed, { message: `sort must be one of: ${allowed.join(', ')}.` }),
  );
}

/** Reads a `sort` value the DTO has already validated; no value gives the list's default order. */
export function parseSort<Column extends string>(value: string | undefined, fallback: SortOrder<Column>): SortOrder<Column> {
  if (!value) return fallback;
  return value.startsWith('-') ? { column: value.slice(1) as Column, descending: true } : { column: value as Column, descending: false };
}
