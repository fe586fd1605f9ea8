/** Everything the simulator can be told; README.md lists the environment variable of each. */
export interface SimConfig {
  /** MSH-3 of what it sends (the instrument's name in the portal). */
  name: string;
  /** Interface the HTTP controls and the order port listen on. */
  host: string;
  /** HTTP controls; 0 = any free port. */
  httpPort: number;
  /** MLLP port the portal sends orders to; 0 = any free port. */
  orderPort: number;
  /** The portal's MLLP listener for results. */
  portalHost: string;
  portalPort: number;
  /** From an order's arrival to its result. */
  resultDelayMs: number;
  /** How long to wait for a connection, then for an ACK, before trying again. */
  ackTimeoutMs: number;
  /** First wait before a retry; doubles up to retryMaxMs. */
  retryInitialMs: number;
  retryMaxMs: number;
  /** Makes the values repeatable (the same seed, order and code give the same value); random when absent. */
  seed?: string;
}

export const DEFAULTS: SimConfig = {
  name: 'DEMO-ANALYZER',
  host: '127.0.0.1',
  httpPort: 4020,
  orderPort: 2576,
  portalHost: '127.0.0.1',
  portalPort: 2575,
  resultDelayMs: 5000,
  ackTimeoutMs: 10_000,
  retryInitialMs: 1000,
  retryMaxMs: 30_000,
};

const PORT: [number, number] = [0, 65535];
const DELAY: [number, number] = [0, 86_400_000];
/** A wait of 0 would make every try fail at once (or spin): at least 1 ms. */
const WAIT: [number, number] = [1, 86_400_000];

function whole(name: string, value: string | undefined, fallback: number, [min, max]: [number, number]): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not '${value}'`);
  return parsed;
}

const text = (value: string | undefined, fallback: string): string => (value === undefined || value.trim() === '' ? fallback : value.trim());

/** The configuration from environment variables; a malformed number stops the start with its name. */
export function configFromEnv(env: NodeJS.ProcessEnv): SimConfig {
  const config: SimConfig = {
    name: text(env.ANALYZER_SIM_NAME, DEFAULTS.name),
    host: text(env.HOST, DEFAULTS.host),
    httpPort: whole('ANALYZER_SIM_HTTP_PORT', env.ANALYZER_SIM_HTTP_PORT, DEFAULTS.httpPort, PORT),
    orderPort: whole('ANALYZER_SIM_ORDER_PORT', env.ANALYZER_SIM_ORDER_PORT, DEFAULTS.orderPort, PORT),
    portalHost: text(env.ANALYZER_SIM_PORTAL_HOST, DEFAULTS.portalHost),
    portalPort: whole('ANALYZER_SIM_PORTAL_PORT', env.ANALYZER_SIM_PORTAL_PORT, DEFAULTS.portalPort, PORT),
    resultDelayMs: whole('ANALYZER_SIM_RESULT_DELAY_MS', env.ANALYZER_SIM_RESULT_DELAY_MS, DEFAULTS.resultDelayMs, DELAY),
    ackTimeoutMs: whole('ANALYZER_SIM_ACK_TIMEOUT_MS', env.ANALYZER_SIM_ACK_TIMEOUT_MS, DEFAULTS.ackTimeoutMs, WAIT),
    retryInitialMs: whole('ANALYZER_SIM_RETRY_INITIAL_MS', env.ANALYZER_SIM_RETRY_INITIAL_MS, DEFAULTS.retryInitialMs, WAIT),
    retryMaxMs: whole('ANALYZER_SIM_RETRY_MAX_MS', env.ANALYZER_SIM_RETRY_MAX_MS, DEFAULTS.retryMaxMs, WAIT),
  };
  const seed = env.ANALYZER_SIM_SEED;
  return seed === undefined || seed === '' ? config : { ...config, seed };
}
