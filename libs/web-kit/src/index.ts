export { ApiError, createApiClient, readCookie, type RequestOptions } from './api-client';
export { createEnv, type Env, type RawEnv } from './env';
export { LANGUAGES, setUpI18n, translationProblems, type Language, type Translation } from './i18n';
