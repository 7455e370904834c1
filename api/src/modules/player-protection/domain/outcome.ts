/** A use case's answer: its value, or a refusal with the HTTP status and the player's message. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };
export const accepted = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = <T = never>(status: number, message: string): Outcome<T> => ({ ok: false, status, message });
