import { loadConfig, trustProxyFrom } from './config';

describe('loadConfig: the SMS provider', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const withEnv = (env: Record<string, string>) => {
    for (const name of ['SMS_PROVIDER', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_URL', 'SMS_TIMEOUT_MS']) delete process.env[name];
    Object.assign(process.env, env);
    return loadConfig().sms;
  };

  it('records messages unless a provider is named', () => {
    expect(withEnv({})).toEqual({ provider: 'recorded' });
  });

  it('reads the Twilio settings, with the public API as the default address', () => {
    expect(withEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' })).toEqual({
      provider: 'twilio', accountSid: 'AC1', authToken: 't', from: '+15005550006', apiUrl: 'https://api.twilio.com', timeoutMs: 10_000,
    });
    expect(withEnv({ SMS_PROVIDER: 'Twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: 'LabPortal', TWILIO_API_URL: 'http://127.0.0.1:9999/', SMS_TIMEOUT_MS: '500' }))
      .toMatchObject({ apiUrl: 'http://127.0.0.1:9999', timeoutMs: 500, from: 'LabPortal' });
  });

  it('refuses to start with an unknown provider or missing Twilio settings', () => {
    expect(() => withEnv({ SMS_PROVIDER: 'pigeon' })).toThrow('SMS_PROVIDER must be one of: recorded, twilio');
    expect(() => withEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM');
  });
});

describe('loadConfig: the reminders scheduler and the time zone', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const withEnv = (env: Record<string, string>) => {
    for (const name of ['SCHEDULER_ENABLED', 'SCHEDULER_INTERVAL_MS', 'SCHEDULER_BATCH_SIZE', 'SCHEDULER_SEND_LEASE_MS', 'TEST_CLOCK']) delete process.env[name];
    Object.assign(process.env, env);
    return loadConfig();
  };

  it('runs the scheduler every 30 s by default, with no test clock', () => {
    const config = withEnv({});
    expect(config.scheduler).toEqual({ enabled: true, intervalMs: 30_000, batchSize: 20, leaseMs: 600_000 });
    expect(config.testClock).toBe(false);
  });

  it('reads SCHEDULER_ENABLED, the interval, TEST_CLOCK and TZ', () => {
    const config = withEnv({ SCHEDULER_ENABLED: 'false', SCHEDULER_INTERVAL_MS: '1000', TEST_CLOCK: 'true', TZ: 'Europe/London' });
    expect(config.scheduler).toMatchObject({ enabled: false, intervalMs: 1000 });
    expect(config.testClock).toBe(true);
    expect(config.timeZone).toBe('Europe/London');
  });

  it('reads production (NODE_ENV) and DEMO_DATA, both off by default', () => {
    expect(withEnv({ NODE_ENV: 'test' })).toMatchObject({ production: false, demoData: false });
    expect(withEnv({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toMatchObject({ production: true, demoData: true });
  });

  it('refuses a bad switch or zone', () => {
    expect(() => withEnv({ SCHEDULER_ENABLED: 'maybe' })).toThrow('SCHEDULER_ENABLED must be true or false');
    expect(() => withEnv({ TZ: 'Mars/Olympus' })).toThrow('TZ must be an IANA time zone such as Europe/London (got Mars/Olympus)');
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For names the client', () => {
  it('believes the loopback proxy by default, a hop count, or named proxies', () => {
    expect(trustProxyFrom(undefined)).toEqual(['loopback']);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 192.168.1.7, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
  });

  it('never believes every client, and refuses what is not an address', () => {
    for (const value of ['true', 'all', '*', 'proxy.example', '10.0.0.0/8,nonsense']) expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY names the proxies/);
  });
});
