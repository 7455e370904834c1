import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * How many digits a number has after the decimal point, exponent form included: 1e-28 has 28, 1.5e-7 has 8,
 * 1e21 none. class-validator's own `IsNumber({ maxDecimalPlaces })` reads the digits after the "." of
 * `String(value)` and threw a TypeError on "1e-28" (a 500 the bad-input suite found on POST /api/exchange/orders).
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A number with at most `max` decimal places (anything that is not a number is left to IsNumber). */
export function MaxDecimalPlaces(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxDecimalPlaces',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'number' || !Number.isFinite(value) || decimalPlaces(value) <= max },
    },
    options,
  );
}
