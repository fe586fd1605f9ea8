// CPU time of the bench's processes, from Linux's /proc: what each message costs the API, the
// database and the sender. On a shared 2-core machine the throughput follows whatever else runs;
// the CPU a message costs moves far less, so it says where the time goes. Null elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { Client } from 'pg';

let ticksPerSecond: number | null = null;
function msPerTick(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return 1000 / ticksPerSecond;
}

interface Stat {
  ppid: number;
  /** utime + stime of the process itself. */
  own: number;
  /** cutime + cstime: of its children that have ended. */
  ended: number;
}

function statOf(pid: number | string): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces: the fields after it start at the last ')'
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i]);
    return { ppid: n(1), own: n(11) + n(12), ended: n(13) + n(14) };
  } catch {
    return null;
  }
}

/** CPU milliseconds `pid` has used, or null when it cannot be read. */
export function processCpuMs(pid: number | undefined): number | null {
  const stat = pid ? statOf(pid) : null;
  return stat ? stat.own * msPerTick() : null;
}

/**
 * CPU milliseconds of a PostgreSQL cluster: the postmaster, every live child (backends, WAL
 * writer, checkpointer...) and the children that have ended. A reading is kept only when the
 * postmaster's count of its ended children is the same before and after the scan of the live
 * ones: a backend that ended in between (the bench replaces connections as it runs) would
 * otherwise be counted in neither, and a reading go backwards (a negative CPU per request), or
 * in both.
 */
export function clusterCpuMs(postmasterPid: number | null): number | null {
  if (!postmasterPid) return null;
  // a few tries: backends end a few a second at most
  for (let attempt = 0; ; attempt++) {
    const before = statOf(postmasterPid);
    if (!before) return null;
    let ticks = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = statOf(entry);
      if (stat?.ppid === postmasterPid) ticks += stat.own;
    }
    const after = statOf(postmasterPid);
    if (!after) return null;
    if (after.ended === before.ended || attempt === 10) return (after.own + after.ended + ticks) * msPerTick();
  }
}

/**
 * The postmaster of the PostgreSQL behind `databaseUrl` when it runs on this machine (a backend's
 * parent is its postmaster), else null: its cluster's CPU can then be read with clusterCpuMs.
 */
export async function localPostmaster(databaseUrl: string): Promise<number | null> {
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return statOf(rows[0].pid)?.ppid ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** CPU milliseconds so far of the API process, the PostgreSQL cluster (null: not on this machine) and this process (the load generator). */
export type CpuClock = () => { api: number | null; postgres: number | null; generator: number };

/**
 * A CpuClock over the API process (`apiPid` says which it is now: a bench may restart it) and the
 * cluster of `postmasterPid`.
 */
export function cpuClock(apiPid: () => number | undefined, postmasterPid: number | null): CpuClock {
  return () => {
    const own = process.cpuUsage();
    return { api: processCpuMs(apiPid()), postgres: clusterCpuMs(postmasterPid), generator: (own.user + own.system) / 1000 };
  };
}
