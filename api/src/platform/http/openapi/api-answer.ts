import { ApiExtension } from '@nestjs/swagger';
import type { JsonSchema } from './contract-schemas.js';

/**
 * What an operation answers, for the OpenAPI document (see openapi-document.ts, which turns it into the
 * operation's success response, and README "API contract").
 *
 * `schema` is the name of a type exported by @khela/contracts (`'PlayerProfile'`; `Page<X>` is `'Page_X'`),
 * a schema built with `ref` / `arrayOf` / `answerSchemas`, or `null` for an answer without a body.
 * `status` is needed only when it is not Nest's own (201 for POST, 200 otherwise, or the route's @HttpCode).
 * `errors` lists the 4xx answers beyond the ones every operation gets from its shape (400 with input,
 * 401 with a session, 403 for staff) with what they mean.
 */
export interface AnswerSpec {
  status?: number;
  description?: string;
  example?: unknown;
  errors?: Record<number, string | { description: string; schema: AnswerSchema }>;
  /** Answers that are not JSON (an image, a file): the media type and its schema. */
  mediaType?: string;
  /** Other media types the same answer comes in (a CSV of the same page), with their schemas. */
  alsoAs?: Record<string, JsonSchema>;
}

export const answerExtension = 'x-khela-answer';

export type AnswerSchema = string | JsonSchema | null;

export interface AnswerExtension extends AnswerSpec {
  schema: JsonSchema | null;
}

/** A reference to a contract type's schema. */
export const ref = (type: string): JsonSchema => ({ $ref: `#/components/schemas/${type}` });

/** An array of a contract type (or of any schema). */
export const arrayOf = (item: string | JsonSchema): JsonSchema => ({ type: 'array', items: typeof item === 'string' ? ref(item) : item });

/** Small answers that have no contract type of their own. */
export const answerSchemas = {
  /** `{ message }`: most commands answer only the spec's confirmation text. */
  message: ref('MessageAnswer'),
};

/** Declares the operation's success answer (see AnswerSpec). */
export const ApiAnswer = (schema: AnswerSchema, spec: AnswerSpec = {}): MethodDecorator & ClassDecorator =>
  ApiExtension(answerExtension, { ...spec, schema: schemaOf(schema) } satisfies AnswerExtension);

/** A contract type's name as a reference; schemas as they are. */
export const schemaOf = (schema: AnswerSchema): JsonSchema | null => (typeof schema === 'string' ? ref(schema) : schema);

/** A write that reads no request body (logout, approve): said so, since the lint asks every write for one. */
export const ApiNoBody = (): MethodDecorator & ClassDecorator => ApiExtension('x-no-body', true);
