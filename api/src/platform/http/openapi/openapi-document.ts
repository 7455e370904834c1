import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { answerExtension, ref, schemaOf, type AnswerExtension } from './api-answer.js';
import { contractSchemas, type JsonSchema } from './contract-schemas.js';

type Operation = Record<string, unknown> & {
  responses?: Record<string, Record<string, unknown>>;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
};

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Security schemes: how a player and a staff member prove who they are (README "Staff sessions"). */
const securitySchemes = {
  player: {
    type: 'http',
    scheme: 'bearer',
    description: 'A player session token, from the `token` of the sign-in answer (POST /api/login and the sign-up steps).',
  },
  staffCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'khela_staff_session',
    description: 'The back-office session: HttpOnly cookie set by POST /api/admin/auth/login (and the enrolment steps), Path=/api/admin.',
  },
  staffCsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'Every cookie-authenticated write (not GET/HEAD/OPTIONS) echoes the readable `khela_staff_csrf` cookie here.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'API clients and tests: the staff session token (the `khela_staff_session` cookie value) as a bearer token; no CSRF header needed.',
  },
} as const;

/** Staff operations accept the session cookie (with the CSRF header on writes) or the bearer token. */
const staffSecurity = (method: string): Record<string, string[]>[] =>
  method === 'get' || method === 'head'
    ? [{ staffCookie: [] }, { staffBearer: [] }]
    : [{ staffCookie: [], staffCsrf: [] }, { staffBearer: [] }];

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('ErrorBody') } } });

/** The document's configuration: title, version, servers' security schemes. */
function baseDocument() {
  return new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Khela API')
    .setDescription(
      'Player, staff and provider API of Khela. Amounts are decimal strings with two places (minor units inside). ' +
        'Every error answers `{ message, errors? }` (ErrorBody); send `Accept-Language: bn` for Bangla texts.',
    )
    .setVersion('1')
    .addServer('/', 'This server')
    .build();
}

// One per application: the bootstrap serves it at /api/docs and the test harness checks answers against it,
// and scanning every controller costs about 0.1 s of CPU each time.
const documents = new WeakMap<INestApplication, OpenAPIObject>();

/**
 * The OpenAPI 3.1 document of the running application: operations and request bodies from the controllers
 * and their class-validator DTOs (@nestjs/swagger), success answers from `@ApiAnswer` with the schemas of
 * @khela/contracts, and the error answers and security every operation gets from its shape.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  let document = documents.get(app);
  if (!document) {
    document = completeDocument(SwaggerModule.createDocument(app, baseDocument()));
    documents.set(app, document);
  }
  return document;
}

/** Turns Nest's document into the contract (exported for the tests of the rules themselves). */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    securitySchemes: { ...securitySchemes },
    schemas: { ...contractSchemas(), ...(document.components?.schemas ?? {}) } as Record<string, JsonSchema>,
  };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      completeOperation(path, method, operation);
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name, description: `${name} operations` }));
  return document;
}

function completeOperation(path: string, method: string, operation: Operation): void {
  const responses = (operation.responses ??= {});
  const staffPermission = operation['x-staff-permission'] as string | undefined;
  const staff = staffPermission !== undefined && staffPermission !== 'public';
  if (staff) operation.security = staffSecurity(method);
  else if (operation.security?.length) operation.security = [{ player: [] }];
  else operation.security = []; // public, said explicitly

  const answer = operation[answerExtension] as AnswerExtension | undefined;
  delete operation[answerExtension];
  if (answer) {
    // Nest's default success response (201 for POST, 200 else, or @HttpCode) unless the answer names its own.
    const defaultStatus = Object.keys(responses).find((s) => s.startsWith('2'));
    const status = String(answer.status ?? defaultStatus ?? (method === 'post' ? 201 : 200));
    if (defaultStatus && defaultStatus !== status) delete responses[defaultStatus];
    const mediaType = answer.mediaType ?? 'application/json';
    responses[status] = {
      description: answer.description ?? (answer.schema ? 'Success.' : 'Success, no body.'),
      ...(answer.schema
        ? {
            content: {
              [mediaType]: { schema: answer.schema, ...(answer.example !== undefined ? { example: answer.example } : {}) },
              ...Object.fromEntries(Object.entries(answer.alsoAs ?? {}).map(([type, schema]) => [type, { schema }])),
            },
          }
        : {}),
    };
    for (const [code, error] of Object.entries(answer.errors ?? {})) {
      responses[code] =
        typeof error === 'string'
          ? errorResponse(error)
          : { description: error.description, content: { 'application/json': { schema: schemaOf(error.schema) } } };
    }
  }
  for (const [code, response] of Object.entries(responses)) {
    if (/^[45]/.test(code) && !response.content) responses[code] = errorResponse(String(response.description || 'Refused.'));
  }
  // Any request can be refused as bad input: the input guard checks every query string (bootstrap.ts).
  const hasInput = Boolean(operation.requestBody) || Boolean(operation.parameters?.length);
  responses['400'] ??= errorResponse(
    hasInput ? 'Bad input: `message` says what, `errors` lists the fields.' : 'Malformed request (control characters, broken encoding).',
  );
  if (operation.security?.length) responses['401'] ??= errorResponse(staff ? 'No live staff session.' : 'No live player session.');
  if (staff) responses['403'] ??= errorResponse(`Needs the "${staffPermission}" permission (or a cookie write without its CSRF token).`);
  responses.default ??= errorResponse('Unexpected failure (500), or a dependency away (503, with Retry-After).');
  operation.operationId = operationId(path, method, operation.operationId as string | undefined);
}

/** Nest names operations `Controller_method`; keep it, it is unique and stable. */
function operationId(path: string, method: string, given: string | undefined): string {
  return given ?? `${method}_${path.replace(/[^a-zA-Z0-9]+/g, '_')}`;
}
