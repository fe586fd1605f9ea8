import net from 'node:net';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { RecordingSmsSender } from './sms';
import { createSmsSender } from './sms-provider';
import { TwilioSmsSender, type TwilioOptions } from './sms-twilio';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

const options = (overrides: Partial<TwilioOptions> = {}): TwilioOptions => ({
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'secret-token',
  from: '+15005550006',
  apiUrl: twilio.url,
  timeoutMs: 2000,
  ...overrides,
});
/** A port nothing listens on (fetch refuses low ports such as 1 by itself). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sms = { to: '+447700900123', body: 'Your test is tomorrow at 09:00 & please fast.' };

describe('the Twilio-compatible SMS provider', () => {
  it('posts To, From and Body, form-encoded with HTTP Basic, and takes the sid as sent', async () => {
    twilio.answer(201, null);
    const outcome = await new TwilioSmsSender(options()).send(sms);
    expect(outcome).toEqual({ status: 'sent', providerId: expect.stringMatching(/^SM\d{32}$/) });
    const request = twilio.requests.at(-1)!;
    expect(request).toEqual({
      method: 'POST',
      path: '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
      authorization: `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:secret-token').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+447700900123', From: '+15005550006', Body: sms.body },
    });
  });

  it("records an error answer as failed with the provider's message", async () => {
    twilio.answer(400, { code: 21211, message: "The 'To' number +447700900123 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
    expect(await new TwilioSmsSender(options()).send(sms)).toEqual({ status: 'failed', error: "The 'To' number +447700900123 is not a valid phone number." });
    twilio.answer(503, 'Service Unavailable');
    expect(await new TwilioSmsSender(options()).send(sms)).toEqual({ status: 'failed', error: 'The SMS provider answered 503' });
    twilio.answer(200, { status: 'queued' });
    expect(await new TwilioSmsSender(options()).send(sms)).toEqual({ status: 'failed', error: 'The SMS provider answered 200 without a message id' });
  });

  it('fails, never throws, when the provider cannot be reached or does not answer in time', async () => {
    const closed = await new TwilioSmsSender(options({ apiUrl: `http://127.0.0.1:${await closedPort()}` })).send(sms);
    expect(closed).toEqual({ status: 'failed', error: expect.stringMatching(/^The SMS provider could not be reached: .*ECONNREFUSED/) });
    twilio.hang();
    const started = Date.now();
    expect(await new TwilioSmsSender(options({ timeoutMs: 300 })).send(sms)).toEqual({ status: 'failed', error: 'The SMS provider did not answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is chosen by configuration; without one, messages are recorded', () => {
    const log = { info: jest.fn() };
    expect(createSmsSender({ provider: 'twilio', ...options() }, log)).toBeInstanceOf(TwilioSmsSender);
    expect(createSmsSender({ provider: 'recorded' }, log)).toBeInstanceOf(RecordingSmsSender);
  });
});
