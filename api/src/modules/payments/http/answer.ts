import { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import type { Outcome } from '../domain/outcome.js';
import type { WithdrawalRefusal } from '../domain/withdrawal-rules.js';

/** A refusal becomes `{ message }` with its status (section 4: the spec's texts); success passes through. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
}

/**
 * The withdrawal calls answer `{ success: false, error, message }` (spec section 7: "success, message,
 * error"). Written to the response here: the global error filter keeps only `message` and `errors`.
 * `reason` names the refusal for clients, whose `message` may be in Bangla (the eligibility check).
 */
export function answerWithdrawal<T extends object>(
  res: Response,
  outcome: Outcome<T>,
  reason?: WithdrawalRefusal,
): (T & { success: true }) | { success: false; error: string; message: string; reason?: WithdrawalRefusal } {
  if (outcome.ok) return { success: true, ...outcome.value };
  res.status(outcome.status);
  return { success: false, error: outcome.message, message: outcome.message, ...(reason ? { reason } : {}) };
}
