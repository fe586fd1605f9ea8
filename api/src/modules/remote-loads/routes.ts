import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { REMOTE_LOAD_PATHS, type RemoteLoadReportBody, type RemoteLoadWindow } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { permitted, signedIn } from '../../platform/policy';
import { reportSchema, summarySchema } from './schemas';
import { recordRemoteLoad, remoteLoadSummary, type RemoteLoadDeps } from './service';

// Every signed-in browser reports its remote loads; only the platform's operators read them.
export async function remoteLoadRoutes(app: FastifyInstance, deps: RemoteLoadDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(REMOTE_LOAD_PATHS.reports, { schema: reportSchema, config: { policy: signedIn } }, async (request) => {
    await recordRemoteLoad(deps, callerOf(request), request.body as RemoteLoadReportBody);
    return { success: true as const };
  });
  api.get(REMOTE_LOAD_PATHS.reports, { schema: summarySchema, config: { policy: permitted('platform.operate') } }, async (request) =>
    // the schema's default fills window in
    remoteLoadSummary(deps, (request.query as { window: RemoteLoadWindow }).window),
  );
}
