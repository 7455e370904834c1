import { Ajv } from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, posix } from 'node:path';
import { load } from 'js-yaml';
import { repoRoot } from '../../src/platform/paths.js';

/** docker-compose.yml and the files it mounts (README "Operations", Several api and worker processes). */
export const composePath = join(repoRoot, 'docker-compose.yml');
/** The Compose specification's JSON schema, vendored (ops/README.md says from where). */
export const composeSchemaPath = join(repoRoot, 'ops/compose-spec.schema.json');
export const proxyConfigPath = join(repoRoot, 'ops/proxy/haproxy.cfg');
export const prometheusConfigPath = join(repoRoot, 'ops/prometheus/prometheus.yml');

export type ComposeService = Record<string, unknown> & {
  image?: string;
  profiles?: string[];
  ports?: Array<string | { target?: number | string; published?: number | string }>;
  volumes?: Array<string | { type?: string; source?: string; target?: string }>;
  configs?: Array<string | { source: string; target?: string }>;
  secrets?: Array<string | { source: string; target?: string }>;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, unknown>;
  deploy?: { replicas?: number };
};
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, unknown>;
  secrets?: Record<string, unknown>;
  networks?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The compose file as `docker compose config` sees it with no variable set: YAML merge keys (`<<: *app`) folded in
 * (shallow, the key's own entries winning, as YAML 1.1 says) and `${VAR:-default}`-style references replaced by
 * their defaults. `env` plays the shell's environment; a reference without a default and without a value is an error.
 */
export function loadCompose(text = readFileSync(composePath, 'utf8'), env: Record<string, string> = {}): ComposeFile {
  return interpolate(mergeKeys(load(text)), env) as ComposeFile;
}

function mergeKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mergeKeys);
  if (!node || typeof node !== 'object') return node;
  const { '<<': merged, ...own } = node as Record<string, unknown>;
  const sources = merged === undefined ? [] : Array.isArray(merged) ? merged : [merged];
  const out: Record<string, unknown> = {};
  for (const source of sources) Object.assign(out, mergeKeys(source));
  for (const [key, value] of Object.entries(own)) out[key] = mergeKeys(value);
  return out;
}

// $$ (a literal $), ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}, ${NAME:+alt}, $NAME
const reference = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

function interpolate(node: unknown, env: Record<string, string>): unknown {
  if (typeof node === 'string')
    return node.replace(reference, (whole, name?: string, operator?: string, word = '', bare?: string) => {
      if (whole === '$$') return '$';
      const key = (name ?? bare)!;
      const value = env[key];
      const missing = operator?.startsWith(':') ? !value : value === undefined;
      switch (operator?.replace(':', '')) {
        case '-':
          return missing ? word : value!;
        case '?':
          if (missing) throw new Error(`${key}: ${word || 'required'}`);
          return value!;
        case '+':
          return missing ? '' : word;
        default:
          if (value === undefined) throw new Error(`\${${key}} has no default and is not set`);
          return value;
      }
    });
  if (Array.isArray(node)) return node.map((item) => interpolate(item, env));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolate(value, env)]));
  return node;
}

/** Validates against the Compose specification's schema; each problem as `<path> <message>` (empty: valid). */
export function checkComposeSchema(compose: ComposeFile): string[] {
  const schema = JSON.parse(readFileSync(composeSchemaPath, 'utf8')) as Record<string, unknown>;
  // The spec names draft-07 by its https address; Ajv knows the same meta-schema by the http one. Union types
  // (`"type": ["boolean", "string"]`) are the spec's own style, hence strict off.
  const validate = new Ajv({ allErrors: true, strict: false }).compile({ ...schema, $schema: 'http://json-schema.org/draft-07/schema#' });
  if (validate(compose)) return [];
  return [...new Set((validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`))];
}

const list = <T>(value: T[] | Record<string, unknown> | undefined): string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : (v as { source: string }).source)) : Object.keys(value ?? {});

/** A service's mounts as { source, target, bind } (the short `src:dst[:mode]` and the long syntax). */
export function mountsOf(service: ComposeService): Array<{ source: string; target: string; bind: boolean }> {
  return (service.volumes ?? []).flatMap((volume) => {
    const [source = '', target = ''] = typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? ''];
    if (!target) return [];
    return [
      { source, target, bind: source.startsWith('.') || source.startsWith('/') || (typeof volume === 'object' && volume.type === 'bind') },
    ];
  });
}

/** A service's environment as a map (the list form `KEY=value` too). */
export function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((line) => [line.split('=')[0]!, line.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

/**
 * What `docker compose config` would refuse or what would fail at `up`, beyond the schema: services named by
 * depends_on exist (and a service every profile starts does not wait for one only a profile starts), named
 * volumes, configs and secrets are declared (and declared ones used), bind-mounted files exist in the repository.
 */
export function checkComposeReferences(compose: ComposeFile, root = repoRoot): string[] {
  const problems: string[] = [];
  const services = compose.services ?? {};
  const usedVolumes = new Set<string>();
  for (const [name, service] of Object.entries(services)) {
    for (const needed of list(service.depends_on)) {
      if (!services[needed]) problems.push(`${name}: depends_on ${needed}, which is not a service`);
      else if (!service.profiles?.length && services[needed]!.profiles?.length)
        problems.push(`${name}: depends_on ${needed}, which only starts with --profile ${services[needed]!.profiles!.join(',')}`);
    }
    for (const mount of mountsOf(service)) {
      if (mount.bind) {
        const path = isAbsolute(mount.source) ? mount.source : join(root, mount.source);
        if (!existsSync(path)) problems.push(`${name}: mounts ${mount.source}, which does not exist`);
      } else if (mount.source) {
        usedVolumes.add(mount.source);
        if (!(compose.volumes && mount.source in compose.volumes)) problems.push(`${name}: volume ${mount.source} is not declared`);
      }
    }
    for (const kind of ['configs', 'secrets'] as const)
      for (const source of list(service[kind]))
        if (!(compose[kind] && source in compose[kind])) problems.push(`${name}: ${kind} ${source} is not declared`);
  }
  for (const volume of Object.keys(compose.volumes ?? {}))
    if (!usedVolumes.has(volume)) problems.push(`volume ${volume} is declared but no service mounts it`);
  return problems;
}

/** The container-side port of a service's published port mappings (`host:container`, `ip:host:container`). */
export function publishedTargets(service: ComposeService): number[] {
  return (service.ports ?? []).map((port) => Number(typeof port === 'string' ? port.split(':').at(-1)!.split('/')[0] : port.target));
}

/** HAProxy's configuration as sections (`frontend public`, `backend api_http`, ...) of directive lines, comments dropped. */
export function parseHaproxy(text = readFileSync(proxyConfigPath, 'utf8')): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    if (/^\S/.test(line)) sections.set(line.trim(), (current = []));
    else current?.push(line.trim().replace(/\s+/g, ' '));
  }
  return sections;
}

/** `5s`, `2m`, `1h`, `250ms` (HAProxy's default unit: ms) in seconds. */
export function haproxySeconds(value: string): number {
  const match = /^(\d+)(us|ms|s|m|h|d)?$/.exec(value);
  if (!match) throw new Error(`not an HAProxy duration: ${value}`);
  const factor = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600, d: 86400 }[match[2] ?? 'ms']!;
  return Number(match[1]) * factor;
}

/** `1mb`, `100kb` (the api's BODY_LIMIT form) in bytes. */
export function bodyLimitBytes(value: string): number {
  const match = /^(\d+)(kb|mb)$/.exec(value);
  if (!match) throw new Error(`not a BODY_LIMIT: ${value}`);
  return Number(match[1]) * (match[2] === 'mb' ? 1024 * 1024 : 1024);
}

/** The path a Prometheus credentials_file, rule file or Grafana provider path is read from inside a container. */
export const insideContainer = (base: string, path: string): string => (posix.isAbsolute(path) ? path : posix.join(base, path));
