// The contact API: POST /contact/send-email.

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
/** The counter of the Contact Support modal. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

export const CONTACT_TEXTS = {
  /** The server's answer, shown in the modal's success banner. */
  sent: "Your message has been sent successfully! We'll get back to you soon.",
  /** The server's error when the mail could not be delivered (502). */
  notDelivered: 'Failed to send message',
  /** What the modal shows when the server gave no text. */
  failed: 'Failed to send message. Please try again.',
} as const;

/** The sender's identity fields are accepted for compatibility but ignored: the sender is the session's user. */
export interface SendContactEmailBody {
  subject: string;
  message: string;
  from_email?: string;
  user_name?: string;
  user_role?: string;
  institution_id?: number | null;
}

export interface SendContactEmailResponse {
  success: true;
  message: string;
}

/** The 502 answer when the mail could not be delivered. */
export interface SendContactEmailFailure {
  success: false;
  error: string;
}
