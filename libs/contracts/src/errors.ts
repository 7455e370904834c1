/** Every error the API answers with: the spec's message, and per-field messages for bad input. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** With 429: seconds until the request may be made again (also in the Retry-After header). */
  retry_after?: number;
}

/** The answer of most commands: only the spec's confirmation text ("Password changed.", ...). */
export interface MessageAnswer {
  message: string;
}
