import { ErrorBody, NullableId, BoundedText } from '@lab/shared';



export const sendContactEmailSchema = {
  operationId: 'sendContactEmail',
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
      subject: BoundedText(10_000),
      message: BoundedText(10_000),
      from_email: BoundedText(254),
      user_name: BoundedText(200),
      user_role: BoundedText(50),
      institution_id: NullableId,
    },
  },
  response: {
    200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
    400: ErrorBody,
    502: { type: 'object', properties: { success: { type: 'boolean' }, error: { type: 'string' } } },
  },
} as const;

