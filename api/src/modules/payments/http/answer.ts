import { HttpException } from '@nestjs/common';
import type { Outcome } from '../domain/outcome.js';

/** A refusal becomes `{ message }` with its status (section 4: the spec's texts); success passes through. */
export function unwrap<T>(outcome: Outcome<T>, shape: (message: string) => Record<string, unknown> = (message) => ({ message })): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException(shape(outcome.message), outcome.status);
}

/** The withdrawal calls answer `{ success: false, error, message }` (spec section 7: "success, message, error"). */
export const withdrawalShape = (message: string) => ({ success: false, error: message, message });
