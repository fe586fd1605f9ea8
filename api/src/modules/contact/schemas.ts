import { ErrorBody, SendContactEmailBody, SendContactEmailFailure, SendContactEmailResponse } from '@lab/shared';

// The contact route's documentation and which contract schema it takes (@lab/shared's contact contract).
export const sendContactEmailSchema = {
  operationId: 'sendContactEmail',
  tags: ['contact'],
  summary: 'Send a message to support from the signed-in user',
  description:
    'from_email, user_name, user_role and institution_id are accepted for compatibility with the client but ignored: ' +
    'the sender is always the signed-in user. Subject (max 200) and message (max 1000 characters) are required.',
  body: SendContactEmailBody,
  response: { 200: SendContactEmailResponse, 400: ErrorBody, 429: ErrorBody, 502: SendContactEmailFailure },
};
