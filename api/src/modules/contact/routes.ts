import type { FastifyInstance } from 'fastify';
import type { RoutePolicy } from '../../platform/policy';
import { CONTACT_FAILURE, CONTACT_SUCCESS, sendContactEmailSchema, type SendContactEmailBody } from './schemas';
import { sendContactMessage, validateContactInput, type ContactDeps } from './service';

/** Any signed-in user may write to support, as themselves. */
const ownMessage: RoutePolicy = { access: 'authenticated', scope: 'self' };

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  app.post<{ Body: SendContactEmailBody }>('/contact/send-email', { schema: sendContactEmailSchema, config: { policy: ownMessage } }, async (request, reply) => {
    // The body's from_email, user_name, user_role and institution_id are accepted but ignored:
    // who sends is taken from the session (request.user), never from the client.
    const input = validateContactInput(request.body ?? {});
    const delivered = await sendContactMessage(deps, request, input);
    if (!delivered) return reply.code(502).send({ success: false, error: CONTACT_FAILURE });
    return { success: true, message: CONTACT_SUCCESS };
  });
}
