import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { httpMethods } from '../../src/platform/http/openapi/openapi-document.js';

/**
 * Checks every answer a test app sends against the OpenAPI document (README "API contract"): the status
 * must be documented for the operation (2xx exactly; errors may fall to `default`), and a JSON body must
 * validate against the documented schema. A mismatch is recorded here; the integration tier's
 * `afterEach` (contract-after-each.ts) fails the test that caused it.
 */
export interface ContractViolation {
  request: string;
  status: number;
  problem: string;
}

const violations: ContractViolation[] = [];

/** The violations recorded since the last call, cleared. */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0);
}

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const documentId = 'khela-openapi';

/** Compiled once per document: operations as regular expressions, schemas with ajv. */
export class ResponseContract {
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema(rebase({ $id: documentId, components: { schemas: document.components?.schemas ?? {} } }) as object);
    this.routes = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of httpMethods) {
        const operation = (item as Record<string, { responses?: Route['responses'] } | undefined>)[method];
        if (!operation) continue;
        const parts = path.split(/(\{[^}]+\})/);
        const source = parts.map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
        this.routes.push({
          method,
          path,
          pattern: new RegExp(`^${source}$`),
          params: parts.filter((p) => p.startsWith('{')).length,
          responses: operation.responses ?? {},
        });
      }
    }
    // A literal segment wins over a parameter (`/staff/me` before `/staff/{id}`), as the router does.
    this.routes.sort((a, b) => a.params - b.params);
  }

  /** The problem with one answer, or undefined when it keeps the contract (or is not an API operation). */
  check(method: string, url: string, status: number, contentType: string | undefined, body: string): string | undefined {
    const path = url.split('?')[0]!;
    const route = this.routes.find((r) => r.method === method.toLowerCase() && r.pattern.test(path));
    if (!route) return undefined; // not an operation: 404s, /storage, /api/docs
    // HTTP caching, not the operation's answer: Express answers a conditional GET whose ETag still matches
    // with 304 and no body, for every GET route alike.
    if (status === 304 && (method === 'GET' || method === 'HEAD'))
      return body.length ? `304 with a body from ${method} ${route.path}` : undefined;
    const documented = route.responses[String(status)] ?? (status >= 400 ? route.responses.default : undefined);
    if (!documented) return `${status} is not a documented answer of ${method} ${route.path}`;
    const isJson = /^application\/json/.test(contentType ?? '');
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) {
      if (isJson && body.length) return `${method} ${route.path} answered a JSON body where ${status} documents none`;
      return undefined;
    }
    if (!isJson) {
      const mediaType = (contentType ?? '').split(';')[0]!.trim();
      if (documented.content?.[mediaType]) return undefined; // documented in another media type (CSV, image)
      return `${method} ${route.path} answered ${contentType ?? 'no content type'} where ${status} documents JSON`;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${method} ${route.path} answered JSON that does not parse`;
    }
    const validate = this.validatorFor(schema);
    if (validate(value)) return undefined;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
    return `${method} ${route.path} ${status} does not match its schema: ${errors.join('; ')}; body: ${body.slice(0, 300)}`;
  }

  private validatorFor(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as object);
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

/** `#/components/schemas/X` points into the document: make it absolute for ajv. */
function rebase(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${documentId}#/components/schemas/`));
}

/**
 * Watches every answer of a server: each response's body is collected as it is written and checked when it
 * ends, before the client can see it, so the test that caused a mismatch is still running.
 */
export function watchResponses(server: Server, contract: ResponseContract): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const contentType = res.getHeader('content-type');
      const problem = contract.check(
        req.method ?? 'GET',
        req.url ?? '/',
        res.statusCode,
        typeof contentType === 'string' ? contentType : undefined,
        Buffer.concat(chunks).toString('utf8'),
      );
      if (problem) violations.push({ request: `${req.method} ${req.url}`, status: res.statusCode, problem });
      return end(...args);
    }) as typeof res.end;
  });
}
