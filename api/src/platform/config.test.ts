import { loadConfig } from './config';

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
