// Which SMS sender the API uses, chosen by configuration: the one file that knows every provider,
// so the interface (sms.ts) and each provider's file depend one way only.
import type { FastifyBaseLogger } from 'fastify';
import { RecordingSmsSender, type SmsSender } from './sms';
import { TwilioSmsSender, type TwilioOptions } from './sms-twilio';

/** Which provider carries text messages (SMS_PROVIDER; platform/config.ts reads it). */
export type SmsConfig = { provider: 'recorded' } | ({ provider: 'twilio' } & TwilioOptions);

export function createSmsSender(config: SmsConfig, log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  if (config.provider === 'twilio') return new TwilioSmsSender(config);
  return new RecordingSmsSender(log);
}
