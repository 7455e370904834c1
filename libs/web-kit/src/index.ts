export { ApiError, createApiClient, type RequestOptions } from './api-client';
export { createEnv, type Env, type RawEnv } from './env';
