// A text message through a Twilio-compatible HTTP API: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json,
// form-encoded To, From and Body, HTTP Basic with the account SID and auth token. A 2xx answer
// with the message's sid is sent; an error answer ({ code, message, more_info, status }), no
// answer within the timeout or no connection at all is failed, with the reason.
import type { TransportCheck } from './mail';
import type { OutgoingSms, SmsOutcome, SmsSender } from './sms';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a phone number in +E.164 form, or an alphanumeric sender id where allowed. */
  from: string;
  /** Without a trailing slash, e.g. https://api.twilio.com */
  apiUrl: string;
  timeoutMs: number;
}

/** What the API answers: the message (with its sid), or an error ({ code, message, more_info, status }). */
interface ProviderAnswer {
  sid?: unknown;
  message?: unknown;
}

const failed = (error: string): SmsOutcome => ({ status: 'failed', error });

// duck-typed: fetch's errors may come from another realm (jest's VM), where instanceof Error fails
type ErrorLike = { name?: unknown; message?: unknown; cause?: unknown };
const asError = (value: unknown): ErrorLike => (typeof value === 'object' && value !== null ? (value as ErrorLike) : { message: String(value) });

function unreachable(error: unknown, timeoutMs: number): SmsOutcome {
  const { name, cause } = asError(error);
  if (name === 'TimeoutError' || name === 'AbortError') return failed(`The SMS provider did not answer within ${timeoutMs} ms`);
  // fetch says 'fetch failed'; its cause says why (connect ECONNREFUSED 127.0.0.1:1)
  const reason = asError(cause ?? error).message;
  return failed(`The SMS provider could not be reached: ${String(reason ?? error)}`);
}

export class TwilioSmsSender implements SmsSender {
  readonly transport = 'twilio';

  constructor(private readonly options: TwilioOptions) {}

  async send(sms: OutgoingSms): Promise<SmsOutcome> {
    const { accountSid, authToken, from, apiUrl, timeoutMs } = this.options;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: sms.to, From: from, Body: sms.body }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return unreachable(error, timeoutMs);
    }
    let answer: ProviderAnswer | null = null;
    try {
      answer = (await res.json()) as ProviderAnswer | null;
    } catch (error) {
      if (asError(error).name === 'TimeoutError') return unreachable(error, timeoutMs);
      // not JSON: the status says what there is to say
    }
    if (res.ok && typeof answer?.sid === 'string') return { status: 'sent', providerId: answer.sid };
    if (res.ok) return failed(`The SMS provider answered ${res.status} without a message id`);
    return failed(typeof answer?.message === 'string' && answer.message.trim() ? answer.message : `The SMS provider answered ${res.status}`);
  }

  /** The account's own record (GET .../Accounts/{sid}.json): reachable, credentials accepted, account active. */
  async check(): Promise<TransportCheck> {
    const { accountSid, authToken, from, apiUrl, timeoutMs } = this.options;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}.json`, {
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const outcome = unreachable(error, timeoutMs);
      return { isValid: false, message: outcome.status === 'failed' ? outcome.error : 'The SMS provider could not be reached' };
    }
    const answer = (await res.json().catch(() => null)) as { status?: unknown; message?: unknown } | null;
    if (!res.ok) return { isValid: false, message: typeof answer?.message === 'string' ? `The SMS provider refused the account: ${answer.message}` : `The SMS provider answered ${res.status}` };
    if (typeof answer?.status === 'string' && answer.status !== 'active') return { isValid: false, message: `The SMS account is ${answer.status}` };
    return { isValid: true, message: `SMS provider ready (account ${accountSid}, sending from ${from})` };
  }
}
