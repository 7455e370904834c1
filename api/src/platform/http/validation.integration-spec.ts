import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsInt, IsString, Length, Min } from 'class-validator';
import request from 'supertest';
import { configureHttp } from '../../bootstrap.js';
import { createLogger } from '../logging/logger.js';
import { testConfig } from '../../../test/test-app.js';
import { I18nModule } from '../i18n/i18n.module.js';

// A stand-in controller: the subject under test is the HTTP pipeline every real controller sits behind.
class CreateThingDto {
  @IsString()
  @Length(3, 10)
  name!: string;

  @IsInt()
  @Min(1)
  count!: number;
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
