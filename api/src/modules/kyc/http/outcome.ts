import { HttpException } from '@nestjs/common';
import type { KycOutcome } from '../commands/submit-kyc/submit-kyc.js';

/** A refusal becomes `{ message }` with its status; success passes through. */
export function unwrap<T>(outcome: KycOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpException({ message: outcome.message }, outcome.status);
}
