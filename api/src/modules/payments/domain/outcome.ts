/** A use case's answer: a value, or a refusal the HTTP layer turns into its status and message. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export const accepted = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (status: 400 | 403 | 404 | 409, message: string): Outcome<never> => ({ ok: false, status, message });
