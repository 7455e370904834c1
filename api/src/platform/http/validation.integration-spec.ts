import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import request from 'supertest';
import { configureHttp } from '../../bootstrap.js';
import { createLogger } from '../logging/logger.js';
import { testConfig } from '../../../test/test-app.js';
import { I18nModule } from '../i18n/i18n.module.js';
import { NumberField } from './number-field.js';

// A stand-in controller: the subject under test is the HTTP pipeline every real controller sits behind.
class CreateThingDto {
  @IsString()
  @Length(3, 10)
  name!: string;

  @IsInt()
  @Min(1)
  count!: number;
}

class PageDto {
  @IsOptional()
  @NumberField()
  @IsInt()
  @Min(1)
  page?: number;
}

class PickDto {
  @NumberField()
  @IsInt({ message: 'Choose a thing from the list.' })
  @Min(1, { message: 'Choose a thing from the list.' })
  thing_id!: number;
}

@Controller('api/things')
class ThingsController {
  @Post()
  create(@Body() body: CreateThingDto) {
    return { created: body.name, count: body.count };
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internal detail at /srv/khela/db.ts:42');
  }

  // Echoes what reached the handler, so a test can see that allowed text passes unchanged.
  @Post('echo')
  echo(@Body() body: unknown) {
    return { body };
  }

  @Get('by-name/:name')
  byName(@Param('name') name: string, @Query('q') q?: string) {
    return { name, q };
  }

  @Get('pages')
  pages(@Query() query: PageDto) {
    return { page: query.page };
  }

  @Post('pick')
  pick(@Body() body: PickDto) {
    return { thing_id: body.thing_id };
  }

  // What pg raises when Postgres refuses a value (SQLSTATE class 22), as a handler without checks would see it.
  @Get('postgres/:code')
  postgres(@Param('code') code: string): never {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 in SELECT * FROM players WHERE name = $1'), {
      code,
    });
  }
}

@Module({ imports: [I18nModule], controllers: [ThingsController] })
class ThingsModule {}

describe('HTTP pipeline', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://unused/test', BODY_LIMIT: '1kb' });
    app = await NestFactory.create<NestExpressApplication>(ThingsModule, { logger: false, bodyParser: false });
    configureHttp(app, config, createLogger('silent', 'test'));
    await app.init();
  });

  afterAll(() => app.close());

  it('accepts a valid body', async () => {
    const res = await request(app.getHttpServer()).post('/api/things').send({ name: 'lucky', count: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: 'lucky', count: 2 });
  });

  it('refuses an unknown field with 400 and names it', async () => {
    const res = await request(app.getHttpServer()).post('/api/things').send({ name: 'lucky', count: 2, admin: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['admin']);
    expect(res.body.errors.admin[0]).toMatch(/should not exist/);
  });

  it('refuses wrong types with 400 and per-field messages', async () => {
    const res = await request(app.getHttpServer()).post('/api/things').send({ name: 7, count: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.errors).sort()).toEqual(['count', 'name']);
  });

  it('answers malformed JSON and oversized bodies with 4xx, not 500', async () => {
    const bad = await request(app.getHttpServer()).post('/api/things').set('Content-Type', 'application/json').send('{"name":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Request body is not valid JSON.' });
    const big = await request(app.getHttpServer())
      .post('/api/things')
      .send({ name: 'x'.repeat(5000), count: 1 });
    expect(big.status).toBe(413);
  });

  it('answers in Bangla when the request asks for it, in English otherwise', async () => {
    const malformed = async (language?: string) => {
      const req = request(app.getHttpServer()).post('/api/things').set('Content-Type', 'application/json');
      const res = await (language ? req.set('Accept-Language', language) : req).send('{"name":');
      return { status: res.status, body: res.body as unknown };
    };
    expect(await malformed('bn-BD,bn;q=0.9,en;q=0.8')).toEqual({ status: 400, body: { message: 'অনুরোধের বডি সঠিক JSON নয়।' } });
    expect(await malformed('en-US,en;q=0.9')).toEqual({ status: 400, body: { message: 'Request body is not valid JSON.' } });
    expect(await malformed()).toEqual({ status: 400, body: { message: 'Request body is not valid JSON.' } });
    const unknownField = await request(app.getHttpServer())
      .post('/api/things')
      .set('Accept-Language', 'bn')
      .send({ name: 'lucky', count: 2, admin: true });
    expect(unknownField.body.errors.admin).toEqual(['admin ঘরটি থাকার কথা নয়']);
    const wrongTypes = await request(app.getHttpServer()).post('/api/things').set('Accept-Language', 'bn').send({ name: 7, count: 2 });
    expect(wrongTypes.body.errors.name).toEqual(expect.arrayContaining(['name লেখা হতে হবে']));
  });

  it('never leaks a stack or internal detail on an unexpected error', async () => {
    const res = await request(app.getHttpServer()).get('/api/things/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(JSON.stringify(res.body)).not.toMatch(/srv|stack|db\.ts/);
  });

  describe('input guard', () => {
    const server = () => request(app.getHttpServer());

    it('refuses NUL and other control characters in body values and keys, at any depth, naming the field', async () => {
      const nul = await server().post('/api/things').send({ name: 'ab\u0000c', count: 1 });
      expect(nul.status).toBe(400);
      expect(nul.body).toEqual({
        message: 'name contains a character that is not allowed.',
        errors: { name: ['name contains a character that is not allowed.'] },
      });
      const deep = await server()
        .post('/api/things/echo')
        .send({ a: [{ b: 'x\u001b[31m' }] });
      expect(deep.status).toBe(400);
      expect(deep.body.errors).toEqual({ 'a.0.b': ['a.0.b contains a character that is not allowed.'] });
      const key = await server().post('/api/things/echo').send({ 'na\u0000me': 'x' });
      expect(key.status).toBe(400);
      expect(key.body).toEqual({ message: 'A field name in the request is not allowed.' });
      const form = await server().post('/api/things/echo').type('form').send('note=a%00b');
      expect(form.status).toBe(400);
    });

    it('keeps tabs and line breaks in free text', async () => {
      const res = await server().post('/api/things/echo').send({ reason: 'line one\r\nline two\tend' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ body: { reason: 'line one\r\nline two\tend' } });
    });

    it('refuses prototype-pollution keys anywhere in the body or the query', async () => {
      for (const body of ['{"__proto__":{"admin":true}}', '{"a":{"constructor":{"prototype":{"x":1}}}}']) {
        const res = await server().post('/api/things/echo').set('Content-Type', 'application/json').send(body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({
          body,
          status: 400,
          message: 'A field name in the request is not allowed.',
        });
      }
      expect((await server().get('/api/things/by-name/x?__proto__[admin]=1')).status).toBe(400);
    });

    it('refuses bodies nested deeper than 32 levels, however deep, and accepts 32', async () => {
      const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
      const ok = await server()
        .post('/api/things/echo')
        .set('Content-Type', 'application/json')
        .send(`{"a":${nested(31)}}`);
      expect(ok.status).toBe(201);
      for (const levels of [33, 400_000]) {
        const res = await server()
          .post('/api/things/echo')
          .set('Content-Type', 'application/json')
          .send(`{"a":${nested(levels)}}`);
        // the 1kb body limit of this app stops the huge one earlier, with 413
        expect(res.status).toBe(levels === 33 ? 400 : 413);
        if (levels === 33) expect(res.body).toEqual({ message: 'Request body is nested too deeply.' });
      }
    });

    it('refuses NUL, control characters and broken or non-UTF-8 percent-encoding in the path and the query', async () => {
      const cases: Array<[string, string]> = [
        ['/api/things/by-name/%00', 'The address contains a character that is not allowed.'],
        ['/api/things/by-name/a%0Ab', 'The address contains a character that is not allowed.'],
        ['/api/things/by-name/%E0%A4%A', 'The address is not correctly encoded.'],
        ['/api/things/by-name/%FF', 'The address is not correctly encoded.'],
        ['/api/things/by-name/%C0%AF', 'The address is not correctly encoded.'],
        ['/api/things/by-name/x?q=%00', 'q contains a character that is not allowed.'],
        ['/api/things/by-name/x?q=%zz', 'The address is not correctly encoded.'],
        ['/api/things/by-name/x?q%00=1', 'A field name in the request is not allowed.'],
      ];
      for (const [path, message] of cases) {
        const res = await server().get(path);
        expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
      }
      const fine = await server().get('/api/things/by-name/%E0%A6%96%E0%A7%87%E0%A6%B2%E0%A6%BE?q=a%20b+c');
      expect(fine.body).toEqual({ name: 'খেলা', q: 'a b c' });
    });

    it('answers the refusals in Bangla for a request in Bangla', async () => {
      const res = await server().get('/api/things/by-name/x?q=%00').set('Accept-Language', 'bn');
      expect(res.body).toEqual({
        message: 'q-এ এমন একটি অক্ষর আছে যা অনুমোদিত নয়।',
        errors: { q: ['q-এ এমন একটি অক্ষর আছে যা অনুমোদিত নয়।'] },
      });
    });

    it('answers a value Postgres refuses (SQLSTATE class 22) with 400 and no SQL, any other database error with 500', async () => {
      for (const [code, status, message] of [
        ['22021', 400, 'The request contains a value that is not valid.'],
        ['22P02', 400, 'The request contains a value that is not valid.'],
        ['22003', 400, 'A number in the request is out of range.'],
        ['57014', 500, 'Something went wrong. Please try again.'],
      ] as const) {
        const res = await server().get(`/api/things/postgres/${code}`);
        expect({ code, status: res.status, body: res.body }).toEqual({ code, status, body: { message } });
      }
    });

    it('refuses numbers too large to be exact, from the query (after conversion) or the body', async () => {
      expect((await server().get('/api/things/pages?page=12')).body).toEqual({ page: 12 });
      const query = await server().get('/api/things/pages?page=99999999999999999999999999');
      expect(query.status).toBe(400);
      expect(query.body).toEqual({ message: 'page is out of range.', errors: { page: ['page is out of range.'] } });
      const body = await server().post('/api/things').set('Content-Type', 'application/json').send('{"name":"lucky","count":1e21}');
      expect(body.status).toBe(400);
      expect(body.body.message).toBe('count is out of range.');
      const bangla = await server()
        .get(`/api/things/pages?page=1${'0'.repeat(300)}`)
        .set('Accept-Language', 'bn');
      expect(bangla.body.message).toBe('page সীমার বাইরে।');
    });

    it('refuses a number field sent as an object, an array, a boolean or odd text with 400 and its own message, never 500', async () => {
      const pick = (body: string) => server().post('/api/things/pick').set('Content-Type', 'application/json').send(body);
      const values = ['{"toString":"x"}', '{"valueOf":1,"toString":"x"}', '{}', '[]', '["7"]', '[{"toString":"x"}]', 'true', 'false'];
      for (const value of [...values, '"1e400"', '""', '" 7"', '"0x10"', `"${'9'.repeat(400)}"`]) {
        const res = await pick(`{"thing_id":${value}}`);
        expect({ value, status: res.status, message: res.body.message, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          value,
          status: 400,
          message: 'Choose a thing from the list.',
          fields: ['thing_id'],
        });
      }
      expect((await pick('{"thing_id":"7"}')).body).toEqual({ thing_id: 7 });
      expect((await pick('{"thing_id":7}')).body).toEqual({ thing_id: 7 });
      // a query holds text or, repeated, an array of text: neither is read as a number; in Bangla for a request in Bangla
      for (const query of ['page=2&page=3', 'page=', 'page=%207', 'page=0x10', 'page=1e3']) {
        const res = await server().get(`/api/things/pages?${query}`);
        expect({ query, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ query, status: 400, fields: ['page'] });
        expect(res.body.errors.page).toContain('page must be an integer number');
      }
      const bangla = await server().get('/api/things/pages?page=2&page=3').set('Accept-Language', 'bn');
      expect(bangla.body.errors.page).toContain('page একটি পূর্ণসংখ্যা হতে হবে');
    });

    it('answers unsupported charsets and encodings with 415 in plain words', async () => {
      const charset = await server().post('/api/things/echo').set('Content-Type', 'application/json; charset=koi8-r').send('{}');
      expect(charset.status).toBe(415);
      expect(charset.body).toEqual({ message: 'Request body character set is not supported.' });
      const encoding = await server()
        .post('/api/things/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'compress')
        .send('{}');
      expect(encoding.status).toBe(415);
      expect(encoding.body).toEqual({ message: 'Request body encoding is not supported.' });
    });
  });

  it('gives every response a request id and security headers', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/things')
      .set('X-Request-Id', 'req-12345678')
      .send({ name: 'lucky', count: 1 });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
