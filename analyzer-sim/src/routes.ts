import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlPage } from './page';
import { ControlError, type AnalyzerSim } from './simulator';

export const MAX_BURST = 100_000;
export const MAX_BURST_CONNECTIONS = 100;

/** The JSON object a control was sent; no body is an empty one (fetch POSTs without a body). */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ControlError(400, 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

function placerIn(body: Record<string, unknown>, required: true): string;
function placerIn(body: Record<string, unknown>, required: false): string | undefined;
function placerIn(body: Record<string, unknown>, required: boolean): string | undefined {
  const placer = body.placer;
  if (placer === undefined && !required) return undefined;
  if (typeof placer !== 'string' || placer.trim() === '') throw new ControlError(400, 'placer must be the placer order number, e.g. "REQ-000123"');
  return placer.trim();
}

function wholeIn(body: Record<string, unknown>, name: string, fallback: number | undefined, max: number): number {
  const value = body[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) throw new ControlError(400, `${name} must be a whole number from 1 to ${max}`);
  return value;
}

/** The HTTP controls (README.md, "Controls"). Errors answer `{ error }`: 400 for a bad body, 404 unknown placer, 409 wrong state. */
export function controlRoutes(app: FastifyInstance, sim: AnalyzerSim, ports: () => { orderPort: number | null }): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(controlPage(sim.config.name)));
  app.get('/worklist', async () => sim.worklist.list());
  app.get('/log', async () => sim.log.list());
  app.get('/status', async () => ({
    name: sim.config.name,
    refuseAcks: sim.intake.refuseAcks,
    orderPort: ports().orderPort,
    portal: `${sim.config.portalHost}:${sim.config.portalPort}`,
    resultDelayMs: sim.config.resultDelayMs,
  }));

  app.post('/control/send-result', async (request) => sim.answer(sim.sendResult(placerIn(bodyOf(request), true))));
  app.post('/control/correction', async (request) => sim.answer(sim.correct(placerIn(bodyOf(request), true))));
  app.post('/control/unknown-order', async (request) => {
    bodyOf(request);
    return sim.answer(sim.unknownOrder());
  });
  app.post('/control/unmapped-code', async (request) => sim.answer(sim.unmappedCode(placerIn(bodyOf(request), false))));
  app.post('/control/malformed', async (request) => {
    bodyOf(request);
    return sim.malformed();
  });
  app.post('/control/drop-connection', async (request) => {
    bodyOf(request);
    return sim.dropConnection();
  });
  app.post('/control/refuse-acks', async (request) => {
    const on = bodyOf(request).on;
    if (typeof on !== 'boolean') throw new ControlError(400, 'on must be true or false');
    sim.intake.refuseAcks = on;
    return { refuseAcks: on };
  });
  app.post('/control/burst', async (request) => {
    const body = bodyOf(request);
    const count = wholeIn(body, 'count', undefined, MAX_BURST);
    const connections = wholeIn(body, 'connections', 1, MAX_BURST_CONNECTIONS);
    return sim.burst(count, connections);
  });
}
