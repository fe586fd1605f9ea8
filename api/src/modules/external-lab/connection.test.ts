// A lab's connection as a super_admin keeps it in the CMS Labs tab, against the simulator: who
// may, the write-only credential, Test connection, and the address checks at save and at every
// call (a stand-in DNS shows a name that changes its address after it was saved).
import dnsModule from 'node:dns';
import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { createReferenceLab } from '@lab/reference-lab';
import { CMS_MESSAGES, LAB_CONNECTION_MESSAGES as M } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROVIDER, startLabTest, SUPER, type LabTest } from './external-lab-test-kit';

/** lab.example resolves to whatever a test says; everything else as the system resolves it. */
const dns: Record<string, string[]> = { 'lab.example': ['93.184.216.34'], 'mixed.example': ['93.184.216.34', '10.0.0.5'] };
const lookup = ((host: string, options: object, callback: (e: Error | null, a?: unknown, f?: number) => void) => {
  const found = dns[host];
  if (!found) return dnsModule.lookup(host, options, callback as never);
  const all = found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  return (options as { all?: boolean }).all ? callback(null, all) : callback(null, all[0].address, all[0].family);
}) as unknown as LookupFunction;

const TOKEN = 'secret-token-4711';
let t: LabTest;
let labId: number;
let port: number;
let securedLab: FastifyInstance;
let securedUrl: string;
let stu3: http.Server;
let stu3Url: string;

const path = () => `/cms/labs/${labId}/connection`;
const get = (email = SUPER) => t.ctx.call(email, 'GET', path());
const put = (body: object, email = SUPER) => t.ctx.call(email, 'PUT', path(), body);
const test = (body: object = {}, email = SUPER) => t.ctx.call(email, 'POST', `${path()}/test`, body);

beforeAll(async () => {
  t = await startLabTest({ lookup });
  labId = await t.ctx.one<number>(sql`select lab_id as v from external_lab_providers where provider = ${PROVIDER}`);
  port = Number(new URL(t.labUrl).port);
  securedLab = createReferenceLab({ stepSeconds: 0, token: TOKEN });
  await securedLab.listen({ port: 0, host: '127.0.0.1' });
  securedUrl = `http://127.0.0.1:${(securedLab.server.address() as { port: number }).port}/fhir`;
  // a FHIR server of another release: its CapabilityStatement says STU3
  stu3 = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/fhir+json');
    res.end(JSON.stringify({ resourceType: 'CapabilityStatement', status: 'active', fhirVersion: '3.0.2', kind: 'instance', date: '2020-01-01', format: ['json'] }));
  });
  await new Promise<void>((resolve) => stu3.listen(0, '127.0.0.1', resolve));
  stu3Url = `http://127.0.0.1:${(stu3.address() as { port: number }).port}/fhir`;
});
afterAll(async () => {
  await securedLab?.close();
  stu3?.close();
  await t?.close();
});

describe('who', () => {
  it('a super_admin reads the connection; the credential only as whether one is set', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.connection).toEqual({
      lab_id: labId,
      provider: PROVIDER,
      base_url: `${t.labUrl}/fhir`,
      enabled: true,
      allow_private_network: true,
      credential_set: false,
      url_variable: 'EXTERNAL_LAB_REFERENCE_LAB_URL',
      url_from_environment: false,
      credential_variable: 'EXTERNAL_LAB_REFERENCE_LAB_TOKEN',
      credential_from_environment: false,
    });
  });

  it('an institution_admin sees labs but may not read, change or test a connection; a clinician does not reach the CMS', async () => {
    for (const [method, url] of [['GET', path()], ['PUT', path()], ['POST', `${path()}/test`]] as const) {
      expect(await t.ctx.call('instadmin@demo.lab', method, url, method === 'GET' ? undefined : { enabled: false })).toMatchObject({ status: 403, body: { error: CMS_MESSAGES.pageDenied } });
      expect((await t.ctx.call('clinician@demo.lab', method, url, method === 'GET' ? undefined : {})).status).toBe(403);
    }
  });

  it('an unknown lab is 404', async () => {
    expect(await t.ctx.call(SUPER, 'GET', '/cms/labs/999999/connection')).toMatchObject({ status: 404, body: { error: M.labNotFound } });
  });
});

describe('the credential is write-only', () => {
  it('set, kept by an empty value, used for the calls, never answered or audited, cleared on request', async () => {
    await put({ base_url: securedUrl });
    expect((await test()).body).toMatchObject({ ok: false, message: expect.stringMatching(/^The external lab answered HTTP 401/) });

    const set = await put({ credential: TOKEN });
    expect(set.body.connection.credential_set).toBe(true);
    expect(JSON.stringify(set.body)).not.toContain(TOKEN);
    expect(JSON.stringify((await get()).body)).not.toContain(TOKEN);
    expect((await test()).body).toMatchObject({ ok: true, fhir_version: '4.0.1' });

    expect((await put({ credential: '', enabled: true })).body.connection.credential_set).toBe(true);
    const [requestId] = await t.readyRequests();
    expect((await t.submit(requestId)).status).toBe(200); // the order went out with the stored token

    expect(await put({ credential: 'x', clear_credential: true })).toMatchObject({ status: 400, body: { error: M.credentialConflict } });
    expect((await put({ clear_credential: true })).body.connection.credential_set).toBe(false);
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where details::text like ${`%${TOKEN}%`}`)).toBe(0);
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.connection_updated' and details->>'credential' = 'replaced'`)).toBe(1);
    await put({ base_url: `${t.labUrl}/fhir` });
  });
});

describe('Test connection', () => {
  it('says in words what {base}/metadata is', async () => {
    expect((await test()).body).toEqual({ ok: true, fhir_version: '4.0.1', message: M.testOk('4.0.1', 'reference-lab simulator 1.0.0') });
    expect((await test({ base_url: stu3Url })).body).toEqual({ ok: false, fhir_version: '3.0.2', message: M.notR4('3.0.2') });
    expect(await test({ base_url: `${t.labUrl}/admin/health?x=1` })).toMatchObject({ status: 400, body: { error: M.urlWithQuery } });
    expect((await test({ base_url: `${t.labUrl}/admin` })).body).toMatchObject({ ok: false, message: expect.stringMatching(/^The external lab answered HTTP 404/) });
    expect((await test({ base_url: 'http://127.0.0.1:9/fhir' })).body).toMatchObject({ ok: false, message: expect.stringMatching(/^The external lab could not be reached/) });
  });

  it("refuses a loopback address unless the lab is allowed a private network (the form's choice first)", async () => {
    expect((await test({ allow_private_network: false })).body).toEqual({ ok: false, fhir_version: null, message: M.addressRefused('127.0.0.1', '127.0.0.1', 'a loopback address') });
  });
});

describe('addresses', () => {
  it.each([
    ['ftp://lab.example/fhir', M.schemeRefused('ftp')],
    ['file:///etc/passwd', M.schemeRefused('file')],
    ['not a url', M.urlInvalid],
    ['https://user:pw@lab.example/fhir', M.urlWithCredentials],
    ['https://lab.example/fhir?x=1', M.urlWithQuery],
    ['http://169.254.169.254/latest', M.addressRefused('169.254.169.254', '169.254.169.254', 'a link-local address')],
    ['http://10.1.2.3/fhir', M.addressRefused('10.1.2.3', '10.1.2.3', 'a private address')],
    ['http://172.20.0.1/fhir', M.addressRefused('172.20.0.1', '172.20.0.1', 'a private address')],
    ['http://192.168.0.10/fhir', M.addressRefused('192.168.0.10', '192.168.0.10', 'a private address')],
    ['http://0.0.0.0:4010/fhir', M.addressRefused('0.0.0.0', '0.0.0.0', 'an unspecified ("this network") address')],
    ['http://[::ffff:127.0.0.1]/fhir', M.addressRefused('::ffff:7f00:1', '::ffff:7f00:1', 'a loopback address')],
    ['http://[fc00::1]/fhir', M.addressRefused('fc00::1', 'fc00::1', 'a private (unique local) address')],
    ['http://[fe80::1]/fhir', M.addressRefused('fe80::1', 'fe80::1', 'a link-local address')],
    ['https://mixed.example/fhir', M.addressRefused('mixed.example', '10.0.0.5', 'a private address')],
  ])('%s is refused when saved, and nothing changes', async (base_url, error) => {
    expect(await put({ base_url, allow_private_network: false })).toMatchObject({ status: 400, body: { error } });
    expect((await get()).body.connection).toMatchObject({ base_url: `${t.labUrl}/fhir`, allow_private_network: true });
  });

  it('refused at call time too: a name that moves to a loopback address after it was saved reaches nothing', async () => {
    dns['lab.example'] = ['93.184.216.34'];
    expect((await put({ base_url: `http://lab.example:${port}/fhir`, allow_private_network: false })).status).toBe(200);
    dns['lab.example'] = ['127.0.0.1'];
    const [, requestId] = await t.readyRequests();
    const before = (await t.labOrders()).length;
    const refused = await t.submit(requestId);
    expect(refused.status).toBe(502);
    expect(refused.body.reason).toBe(M.addressRefused('lab.example', '127.0.0.1', 'a loopback address'));
    expect(await t.labOrders()).toHaveLength(before);

    // allowed for this lab: the same name reaches the simulator
    expect((await put({ allow_private_network: true })).status).toBe(200);
    expect((await t.submit(requestId)).status).toBe(200);
    expect(await t.labOrders()).toHaveLength(before + 1);
  });

  it('a stored loopback URL without the allowance is refused when the order goes out (literal address)', async () => {
    await t.setProvider({ base_url: `${t.labUrl}/fhir`, allow_private_network: false });
    const [, , requestId] = await t.readyRequests();
    const refused = await t.submit(requestId);
    expect(refused.status).toBe(502);
    expect(refused.body.reason).toBe(M.addressRefused('127.0.0.1', '127.0.0.1', 'a loopback address'));
    await t.setProvider({ allow_private_network: true });
  });

  it("turning the allowance off checks the stored URL", async () => {
    expect(await put({ allow_private_network: false })).toMatchObject({ status: 400, body: { error: M.addressRefused('127.0.0.1', '127.0.0.1', 'a loopback address') } });
  });
});

describe('a lab with no connection yet', () => {
  let otherLab: number;
  beforeAll(async () => {
    otherLab = await t.ctx.one<number>(sql`select id as v from labs where id not in (select lab_id from external_lab_providers) order by id limit 1`);
  });
  const other = () => `/cms/labs/${otherLab}/connection`;

  it('reads as none, needs a URL to start, and takes its key from the lab name', async () => {
    dns['lab.example'] = ['93.184.216.34'];
    const none = await t.ctx.call(SUPER, 'GET', other());
    expect(none.body.connection).toMatchObject({ provider: null, base_url: null, enabled: false, credential_set: false });
    expect(await t.ctx.call(SUPER, 'PUT', other(), { enabled: true })).toMatchObject({ status: 400, body: { error: M.urlRequired } });
    const made = await t.ctx.call(SUPER, 'PUT', other(), { base_url: 'https://lab.example/fhir/r4/', enabled: false });
    expect(made.status).toBe(200);
    expect(made.body.connection).toMatchObject({ base_url: 'https://lab.example/fhir/r4', enabled: false, allow_private_network: false });
    expect(made.body.connection.provider).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(made.body.connection.url_variable).toBe(`EXTERNAL_LAB_${made.body.connection.provider.toUpperCase().replace(/-/g, '_')}_URL`);
    expect(await t.ctx.call(SUPER, 'PUT', other(), { provider: 'something-else' })).toMatchObject({ status: 400, body: { error: M.providerFixed(made.body.connection.provider) } });
    expect(await t.ctx.count(sql`select count(*) as v from audit_log where action = 'external_lab.connection_created' and entity_id = ${String(otherLab)}`)).toBe(1);
  });
});

describe('the environment over the row', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('the dialog is told, and Test connection of the unchanged form tries the URL the calls use', async () => {
    await t.setProvider({ base_url: 'http://127.0.0.1:9/fhir', allow_private_network: true });
    process.env.EXTERNAL_LAB_REFERENCE_LAB_URL = `${t.labUrl}/fhir`;
    process.env.EXTERNAL_LAB_REFERENCE_LAB_TOKEN = 'from-the-environment';
    const { connection } = (await get()).body;
    expect(connection).toMatchObject({ base_url: 'http://127.0.0.1:9/fhir', url_from_environment: true, credential_from_environment: true });
    expect((await test({ base_url: connection.base_url })).body.ok).toBe(true);
    expect((await test({ base_url: 'http://127.0.0.1:9/fhir/' })).body.ok).toBe(true);
    expect((await test({ base_url: 'http://127.0.0.1:10/fhir' })).body.ok).toBe(false);
    delete process.env.EXTERNAL_LAB_REFERENCE_LAB_URL;
    delete process.env.EXTERNAL_LAB_REFERENCE_LAB_TOKEN;
    await t.setProvider({ base_url: `${t.labUrl}/fhir` });
  });
});
