import autocannon from 'autocannon';
import type { CpuClock } from './cpu-time';

export interface Measure {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU milliseconds per answered request while measured, when a clock was given (null: not readable). */
  cpu?: { api: number | null; postgres: number | null; generator: number };
}

/** What a measure's requests each cost in CPU, for a report line ('' without a clock). */
export const cpuText = (m: Measure) => (m.cpu ? `CPU per request: API ${m.cpu.api ?? '?'} ms, PostgreSQL ${m.cpu.postgres ?? '?'} ms, load generator ${m.cpu.generator} ms` : '');

/** The value below which `p` percent of `sorted` (ascending) fall. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Loads `url` for a second unmeasured (caches, kept plans, pooled connections), then measures it;
 * with `clock`, also what each answered request cost the API, PostgreSQL and the load generator.
 */
export async function measure(name: string, url: string, headers: Record<string, string>, connections: number, seconds: number, clock?: CpuClock): Promise<Measure> {
  await load(url, headers, connections, 1);
  const before = clock?.();
  const measured = await load(url, headers, connections, seconds, name);
  if (!clock || !before) return measured;
  const after = clock();
  const per = (a: number | null, b: number | null) => (a === null || b === null || !measured.requests ? null : Math.round(((b - a) / measured.requests) * 1000) / 1000);
  return { ...measured, cpu: { api: per(before.api, after.api), postgres: per(before.postgres, after.postgres), generator: per(before.generator, after.generator) ?? NaN } };
}

/** Loads `url` with `connections` for `seconds`, and reports throughput and latency percentiles (ms) of the 2xx answers. */
async function load(url: string, headers: Record<string, string>, connections: number, seconds: number, name = url): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    errors: errors + result.errors + result.timeouts,
  };
}
