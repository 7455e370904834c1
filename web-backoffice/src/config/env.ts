import { createEnv } from '@khela/web-kit';

export { createEnv, type Env } from '@khela/web-kit';

/** The app's configuration, validated once at start-up: every bad VITE_ variable in one error. */
export const env = createEnv(import.meta.env);
