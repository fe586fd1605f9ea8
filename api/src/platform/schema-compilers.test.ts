import Fastify from 'fastify';
import { schemaOptions, type SchemaCompilation } from './schema-compilers';

const body = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 }, age: { type: 'integer' } }, additionalProperties: false };
const reply = { 200: { type: 'object', properties: { name: { type: 'string' } } } };

async function appCompiling(when: SchemaCompilation, schema: object = body) {
  const app = Fastify(schemaOptions(when));
  app.post('/echo', { schema: { body: schema, response: reply } }, async (request) => ({ ...(request.body as object), secret: 'not in the schema' }));
  return app;
}

const send = async (when: SchemaCompilation, payload: unknown) => {
  const app = await appCompiling(when);
  try {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  } finally {
    await app.close();
  }
};

describe('schemas compiled on a route\'s first request', () => {
  it.each([{ name: 'Al', age: 3 }, { name: 'A' }, { age: 3 }, { name: 'Al', age: 'three' }, [1], 'text'])('answer %j exactly as when compiled at start', async (payload) => {
    expect(await send('on-first-request', payload)).toEqual(await send('eager', payload));
  });

  it('still check every request after the first, with that request\'s own errors', async () => {
    const app = await appCompiling('on-first-request');
    const post = async (payload: object) => (await app.inject({ method: 'POST', url: '/echo', payload })).json();
    expect(await post({ name: 'Al' })).toEqual({ name: 'Al' }); // the serialiser dropped `secret`
    expect((await post({ name: 'A' })).message).toBe('body/name must NOT have fewer than 2 characters');
    expect((await post({})).message).toBe("body must have required property 'name'");
    expect(await post({ name: 'Bo' })).toEqual({ name: 'Bo' });
    await app.close();
  });

  it('are not compiled at start: a schema ajv refuses fails the app at start only when eager', async () => {
    const broken = { type: 'object', properties: { name: { type: 'no-such-type' } } };
    await expect((await appCompiling('eager', broken)).ready()).rejects.toThrow(/no-such-type|type/);
    const lazy = await appCompiling('on-first-request', broken);
    await expect(lazy.ready()).resolves.toBeDefined();
    expect((await lazy.inject({ method: 'POST', url: '/echo', payload: { name: 'Al' } })).statusCode).toBe(500);
    await lazy.close();
  });
});
