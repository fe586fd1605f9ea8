import { MailDeliveryError, type Mailer, type OutgoingMail } from './mail';
import type { OutgoingSms, SmsSender } from './sms';

/**
 * What became of one message on one channel: handed to the carrier ('sent'), only kept by the
 * portal because no carrier is configured ('recorded': nobody received it), or refused ('failed',
 * with the carrier's reason). The notification logs store this status as it is, so no screen
 * calls a recorded message sent.
 */
export type ChannelOutcome = { status: 'sent' | 'recorded' | 'failed'; error: string | null };

/** An email's outcome. Only the server's refusal is a failure: anything else (the database) is thrown. */
export async function emailOutcome(mailer: Mailer, mail: OutgoingMail): Promise<ChannelOutcome> {
  try {
    const { delivered } = await mailer.send(mail);
    return { status: delivered ? 'sent' : 'recorded', error: null };
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    return { status: 'failed', error: error.reason };
  }
}

/** A text message's outcome: a sender reports refusals as outcomes, and a throw is one too. */
export async function smsOutcome(sender: SmsSender, sms: OutgoingSms): Promise<ChannelOutcome> {
  const answer = await sender.send(sms).catch((error: unknown) => ({ status: 'failed' as const, error: error instanceof Error ? error.message : String(error) }));
  return answer.status === 'failed' ? { status: 'failed', error: answer.error } : { status: answer.status, error: null };
}
