export const SUBJECT_MAX_LENGTH = 200;
/** The counter of the Contact Support modal (spec 3 section 9). */
export const MESSAGE_MAX_LENGTH = 1000;

export const CONTACT_SUCCESS = "Your message has been sent successfully! We'll get back to you soon.";
export const CONTACT_FAILURE = 'Failed to send message';

const errorBody = { type: 'object', properties: { error: { type: 'string' } } } as const;

export const sendContactEmailSchema = {
  tags: ['contact'],
  summary: 'Send a message to support from the signed-in user',
  description:
    'from_email, user_name, user_role and institution_id are accepted for compatibility with the client but ignored: ' +
    'the sender is always the signed-in user. Subject (max 200) and message (max 1000 characters) are required.',
  body: {
    type: 'object',
    additionalProperties: false,
    // subject and message are checked by the service, for a clear 400 text
    properties: {
      subject: { type: 'string' },
      message: { type: 'string' },
      from_email: { type: 'string' },
      user_name: { type: 'string' },
      user_role: { type: 'string' },
      institution_id: { type: ['integer', 'null'] },
    },
  },
  response: {
    200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
    400: errorBody,
    502: { type: 'object', properties: { success: { type: 'boolean' }, error: { type: 'string' } } },
  },
} as const;

export interface SendContactEmailBody {
  subject?: string;
  message?: string;
  /** Ignored: the session's email is used. */
  from_email?: string;
  /** Ignored: the session's name is used. */
  user_name?: string;
  /** Ignored: the session's role is used. */
  user_role?: string;
  /** Ignored: the session's institution is used. */
  institution_id?: number | null;
}
