import { Transform } from 'class-transformer';

/** A number as a query string or form field writes it: optional minus, decimal digits, optional fraction. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Number text becomes a number; anything else (an object, an array, a boolean, '', ' 7', '0x10', '1e3')
 * is left exactly as sent, for the field's class-validator rules (`@IsInt()`, `@Min()`...) to refuse with
 * the field's own message. A JSON number passes through unchanged.
 *
 * Why not `@Type(() => Number)`: class-transformer calls `Number(value)` on whatever arrives. `Number()` of
 * an object whose `toString`/`valueOf` are not functions (`{"toString":"x"}` in a JSON body, or such an
 * object inside an array) throws a TypeError, which answered 500; `true` became 1 and was accepted, and
 * `' 7'`, `'0x10'`, `'1e1'` were quietly read as 7, 16 and 10.
 */
export function numberFromText({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
}

/**
 * For every numeric field of a DTO, in the query or the body: `@NumberField() @IsInt() page?: number`.
 * Out-of-range text (`'99999999999999999999'`, 400 digits) still becomes a number and is refused by the
 * field's rules or, past what a double holds exactly, by the validation pipe ("page is out of range.").
 */
export const NumberField = (): PropertyDecorator => Transform(numberFromText);
