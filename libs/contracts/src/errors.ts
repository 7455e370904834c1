/** Every error the API answers with: the spec's message, and per-field messages for bad input. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
