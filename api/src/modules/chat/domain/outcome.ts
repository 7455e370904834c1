/** What a chat use case answers: its result, or a refusal the HTTP layer turns into a 4xx with the message. */
export type ChatOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export const done = <T>(value: T): ChatOutcome<T> => ({ ok: true, value });
export const refuse = <T = never>(status: number, message: string): ChatOutcome<T> => ({ ok: false, status, message });
