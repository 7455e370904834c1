import { AsyncLocalStorage } from 'node:async_hooks';

/** Carries the request id through everything a request does, so every log line can name it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
