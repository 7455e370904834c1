/**
 * The app's configuration, read from VITE_ variables and validated once at start-up
 * (bulletproof-react style). Every bad variable is reported in one error, not one per reload.
 */
export interface Env {
  /** Origin of the API without a trailing slash; '' means same origin (the api process serves this app). */
  API_URL: string;
}

export type RawEnv = Readonly<Record<string, unknown>>;
type FieldResult<T> = { ok: true; value: T } | { ok: false; problem: string };

interface Field<T> {
  variable: string;
  parse: (raw: unknown) => FieldResult<T>;
}

type EnvSchema = { [K in keyof Env]: Field<Env[K]> };

/** Optional absolute http(s) URL; empty or unset means same origin. */
function optionalOrigin(raw: unknown): FieldResult<string> {
  if (raw === undefined || raw === '') return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, problem: 'must be a string' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: `must be an absolute http(s) URL or empty, got "${raw}"` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: `must use http or https, got "${url.protocol}"` };
  }
  return { ok: true, value: raw.replace(/\/+$/, '') };
}

const schema: EnvSchema = {
  API_URL: { variable: 'VITE_API_URL', parse: optionalOrigin },
};

export function createEnv(raw: RawEnv): Env {
  const problems: string[] = [];
  const env: Partial<Env> = {};
  for (const key of Object.keys(schema) as (keyof Env)[]) {
    const field = schema[key];
    const result = field.parse(raw[field.variable]);
    if (result.ok) env[key] = result.value;
    else problems.push(`- ${field.variable}: ${result.problem}`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid env provided.\nThe following variables are missing or invalid:\n${problems.join('\n')}`);
  }
  return env as Env;
}
