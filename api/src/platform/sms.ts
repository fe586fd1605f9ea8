import type { FastifyBaseLogger } from 'fastify';
import type { TransportCheck } from './mail';

export interface OutgoingSms {
  /** '+' and digits. */
  to: string;
  body: string;
}

/** What the provider said about one message ('recorded': there is no provider, nobody received it). */
export type SmsOutcome = { status: 'sent' | 'recorded'; providerId: string } | { status: 'failed'; error: string };

/**
 * The one way the API sends SMS. A provider (Twilio, Vonage, GOV.UK Notify...) is one more
 * implementation of this interface, chosen in createSmsSender (sms-provider.ts) by configuration; callers never
 * know which one they have. A send never throws: a refusal is an outcome, logged by the caller.
 */
export interface SmsSender {
  readonly transport: string;
  send(sms: OutgoingSms): Promise<SmsOutcome>;
  /** Whether text messages can go out now (the provider's configuration and account). */
  check(): Promise<TransportCheck>;
}

/**
 * The default: no provider is configured, so each message is kept in memory (`sent`, newest
 * last; tests read it) and written to the log, and reported as recorded: it reached nobody.
 */
export class RecordingSmsSender implements SmsSender {
  readonly transport = 'recorded';
  readonly sent: (OutgoingSms & { at: Date })[] = [];

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'info'>) {}

  async send(sms: OutgoingSms): Promise<SmsOutcome> {
    this.sent.push({ ...sms, at: new Date() });
    if (this.sent.length > 1000) this.sent.shift();
    this.log?.info({ sms: { to: sms.to, body: sms.body } }, 'sms recorded (no SMS provider configured)');
    return { status: 'recorded', providerId: `recorded-${this.sent.length}` };
  }

  async check(): Promise<TransportCheck> {
    return { isValid: false, message: 'No SMS provider configured (SMS_PROVIDER): messages are recorded, not delivered' };
  }
}
