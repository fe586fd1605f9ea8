import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { signedIn } from '../../platform/policy';
import { CONTACT_PATHS, CONTACT_TEXTS } from '@lab/shared';
import { sendContactEmailSchema } from './schemas';
import { sendContactMessage, validateContactInput, type ContactDeps } from './service';


// Any signed-in user may write to support, as themselves.
export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(CONTACT_PATHS.send, { schema: sendContactEmailSchema, config: { policy: signedIn } }, async (request, reply) => {
    // The body's from_email, user_name, user_role and institution_id are accepted but ignored:
    // who sends is taken from the session (request.user), never from the client.
    const input = validateContactInput(request.body ?? {});
    const outcome = await sendContactMessage(deps, callerOf(request), input);
    if (outcome === 'failed') return reply.code(502).send({ success: false as const, error: CONTACT_TEXTS.notDelivered });
    // never "sent" for a message nobody received
    return outcome === 'sent' ? { success: true as const, message: CONTACT_TEXTS.sent, delivered: true } : { success: true as const, message: CONTACT_TEXTS.recorded, delivered: false };
  });
}
