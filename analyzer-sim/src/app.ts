import Fastify, { type FastifyBodyParser, type FastifyError, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { DEFAULTS, type SimConfig } from './config';
import { escapeHl7, Hl7Segment } from './hl7';
import { listenForOrders, type OrderPort } from './order-port';
import { controlRoutes } from './routes';
import { AnalyzerSim, ControlError } from './simulator';

export interface RunningSim {
  sim: AnalyzerSim;
  http: FastifyInstance;
  /** The ports actually bound (the configured ones, or the free ones picked for port 0). */
  httpPort: number;
  orderPort: number;
  stop: () => Promise<void>;
}

function httpApp(sim: AnalyzerSim, ports: () => { orderPort: number | null }): FastifyInstance {
  const app = Fastify({ logger: false });
  // An empty JSON body is no body (a control without options); anything else must parse.
  const json = app.getDefaultJsonParser('error', 'ignore');
  const parser: FastifyBodyParser<string> = (request, body, done) => (body.trim() === '' ? done(null, undefined) : json(request, body, done));
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
  app.setErrorHandler<FastifyError | ControlError>((error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    return reply.code(status).send({ error: error.message });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `${request.method} ${request.url.split('?')[0]} is not an endpoint of the simulator` }));
  controlRoutes(app, sim, ports);
  return app;
}

/**
 * The simulator, listening: the MLLP order port and the HTTP controls, both on `host`. Port 0
 * picks a free port (the tests do); the ports bound are in the answer.
 */
export async function startAnalyzerSim(options: Partial<SimConfig> = {}): Promise<RunningSim> {
  const config: SimConfig = { ...DEFAULTS, ...options };
  const sim = new AnalyzerSim(config);
  // GET /status reports the order port, which is known only once it listens.
  const bound: { orderPort: number | null } = { orderPort: null };
  const http = httpApp(sim, () => bound);

  const orderPort: OrderPort = await listenForOrders(config.host, config.orderPort, {
    message: (message) => sim.intake.handle(message),
    unreadable: () => sim.intake.unreadable(config.name, sim.ids),
    failed: (message, error) =>
      message.buildAck({ ackCode: 'AE', errSegment: Hl7Segment.parse(`ERR|||207^${escapeHl7(String((error as Error)?.message ?? error))}^HL70357|E`, message.context) }),
  });
  try {
    await http.listen({ port: config.httpPort, host: config.host });
  } catch (error) {
    await orderPort.close();
    throw error;
  }
  bound.orderPort = orderPort.port;

  return {
    sim,
    http,
    httpPort: (http.server.address() as AddressInfo).port,
    orderPort: orderPort.port,
    stop: async () => {
      await sim.stop();
      await orderPort.close();
      await http.close();
    },
  };
}
