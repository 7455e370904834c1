import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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

/** Bad input answers `400 { message, errors }`; unknown fields are refused, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
