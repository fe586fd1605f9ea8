// The contact API: POST /contact/send-email, the Contact Support modal's message to support.
import { BoundedText, NullableId } from './schema-pieces';
import { Type, type Static } from './typebox';

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
/** The counter of the Contact Support modal. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

export const CONTACT_TEXTS = {
  /** The server's answer, shown in the modal's success banner. */
  sent: "Your message has been sent successfully! We'll get back to you soon.",
  /** The answer when no mail server is configured: the message is kept, but nobody received it. */
  recorded: 'Your message was recorded but not delivered: no mail server is configured to send it to support. If it is urgent, reach support another way.',
  /** The server's error when the mail could not be delivered (502). */
  notDelivered: 'Failed to send message',
  /** What the modal shows when the server gave no text. */
  failed: 'Failed to send message. Please try again.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
} as const;

export const CONTACT_PATHS = { send: '/contact/send-email' } as const;

/**
 * The sender's identity fields are accepted for compatibility but ignored: the sender is the
 * session's user. Nothing is required here: the service checks subject and message with its own texts.
 */
export const SendContactEmailBody = Type.Object(
  {
    subject: Type.Optional(BoundedText(10_000)),
    message: Type.Optional(BoundedText(10_000)),
    from_email: Type.Optional(BoundedText(254)),
    user_name: Type.Optional(BoundedText(200)),
    user_role: Type.Optional(BoundedText(50)),
    institution_id: Type.Optional(NullableId),
  },
  { additionalProperties: false },
);
export type SendContactEmailBody = Static<typeof SendContactEmailBody>;

export const SendContactEmailResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  delivered: Type.Boolean({ description: 'false: no mail server is configured, the message was only recorded' }),
});
export type SendContactEmailResponse = Static<typeof SendContactEmailResponse>;

/** The 502 answer when the mail could not be delivered. */
export const SendContactEmailFailure = Type.Object({ success: Type.Literal(false), error: Type.String() });
export type SendContactEmailFailure = Static<typeof SendContactEmailFailure>;
