/** The VITE_ variables this app reads; src/config/env.ts validates them at start-up. */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}
