/** Must match `base` in vite.config.ts: the api serves this app under /backoffice/. */
export const ROUTER_BASENAME = '/backoffice';
