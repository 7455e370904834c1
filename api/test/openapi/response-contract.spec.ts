import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { previewOpenApiDocument } from '../../src/platform/http/openapi/preview-document.js';
import { ResponseContract, takeContractViolations, watchResponses } from './response-contract.js';

// The check every integration test runs through (api/test/test-app.ts): it must catch an answer off the
// document, or the whole tier proves nothing.
describe('OpenAPI response contract', () => {
  let document: OpenAPIObject;
  let contract: ResponseContract;

  beforeAll(async () => {
    document = await previewOpenApiDocument();
    contract = new ResponseContract(document);
  });

  it('accepts an answer that matches its schema', () => {
    expect(contract.check('GET', '/api/health', 200, 'application/json; charset=utf-8', '{"status":"ok"}')).toBeUndefined();
  });

  it('refuses a body off the schema: a wrong value, a missing field, a field the contract does not have', () => {
    expect(contract.check('GET', '/api/health', 200, 'application/json', '{"status":"broken"}')).toMatch(/does not match its schema/);
    expect(contract.check('POST', '/api/balance', 200, 'application/json', '{}')).toMatch(/required property 'balance'/);
    expect(contract.check('POST', '/api/balance', 200, 'application/json', '{"balance":"1.00","bonus":"2.00"}')).toMatch(
      /additional properties/,
    );
  });

  it('refuses a success status the operation does not document, and JSON where none is documented', () => {
    expect(contract.check('POST', '/api/login', 201, 'application/json', '{}')).toMatch(/201 is not a documented answer/);
    expect(contract.check('POST', '/api/admin/auth/logout', 204, 'application/json', '{"message":"x"}')).toMatch(/documents none/);
  });

  it('lets a conditional GET answer 304 without a body (HTTP caching), never with one or on a write', () => {
    expect(contract.check('GET', '/api/health', 304, undefined, '')).toBeUndefined();
    expect(contract.check('GET', '/api/health', 304, 'application/json', '{"status":"ok"}')).toMatch(/304 with a body/);
    expect(contract.check('POST', '/api/login', 304, undefined, '')).toMatch(/304 is not a documented answer/);
  });

  it('checks errors against ErrorBody, also those that fall to the default answer', () => {
    expect(contract.check('GET', '/api/health', 500, 'application/json', '{"message":"Something went wrong."}')).toBeUndefined();
    expect(contract.check('GET', '/api/health', 500, 'application/json', '{"error":"boom"}')).toMatch(/does not match/);
  });

  it('matches a path parameter, and a literal segment before it', () => {
    expect(contract.check('GET', '/api/admin/players/42', 200, 'application/json', '{}')).toMatch(/\/api\/admin\/players\/\{id\}/);
    expect(contract.check('GET', '/api/no/such/route', 404, 'application/json', '{"message":"x"}')).toBeUndefined();
  });

  it('every operation documents a success answer', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, { description?: string }> }>)) {
        const success = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
        if (!success.length || success.some(([, r]) => !r.description)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // Routes added without @ApiAnswer show up here (and in scripts/lint-openapi.mjs).
    expect(missing).toEqual([]);
  });

  describe('on a live server', () => {
    let server: Server;
    let url: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(req.url === '/api/health' ? '{"status":"down"}' : '{"message":"no"}');
      });
      watchResponses(server, contract);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('records an off-schema answer before the client sees it', async () => {
      takeContractViolations();
      const response = await fetch(`${url}/api/health`);
      expect(await response.json()).toEqual({ status: 'down' });
      const violations = takeContractViolations();
      expect(violations).toEqual([expect.objectContaining({ request: 'GET /api/health', status: 200 })]);
      expect(violations[0]!.problem).toMatch(/does not match its schema/);
    });
  });
});
