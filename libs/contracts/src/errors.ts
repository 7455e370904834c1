/** Every error the API answers with: the spec's message, and per-field messages for bad input. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The answer of most commands: only the spec's confirmation text ("Password changed.", ...). */
export interface MessageAnswer {
  message: string;
}
