import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { checkNumbers, checkValue } from './input-guard.js';

/** Flattens class-validator errors into `{ field: [messages] }`, with dotted paths for nested fields. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, path));
  }
  return out;
}

/**
 * The input guard's check once more, on what each handler argument receives: the middleware sees the
 * JSON and form bodies, but a multipart form is read later (by an upload interceptor), and its text
 * fields reach the handler only through here. After conversion, numbers too large to be exact are
 * refused (query text becomes numbers only here).
 */
class CheckedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const refusal = checkValue(value, metadata.data ?? '');
    if (refusal) throw refusal;
    const converted: unknown = await super.transform(value, metadata);
    const outOfRange = checkNumbers(converted, metadata.data ?? '');
    if (outOfRange) throw outOfRange;
    return converted;
  }
}

/** Bad input answers `400 { message, errors }`; unknown fields are refused, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new CheckedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: (errors) => {
      const errs = fieldErrors(errors);
      const first = Object.values(errs)[0]?.[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, errors: errs });
    },
  });
}
