import { errorBody, nullableIdSchema, textSchema } from '../../platform/http-schemas';



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
      subject: textSchema(10_000),
      message: textSchema(10_000),
      from_email: textSchema(254),
      user_name: textSchema(200),
      user_role: textSchema(50),
      institution_id: nullableIdSchema,
    },
  },
  response: {
    200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
    400: errorBody,
    502: { type: 'object', properties: { success: { type: 'boolean' }, error: { type: 'string' } } },
  },
} as const;

