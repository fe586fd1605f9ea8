import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL binaries of the machine (Debian's layout), or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb'))) ?? null;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses root). */
function run(bin: string, args: string[], dir: string) {
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['postgres']).status !== 0) execFileSync('useradd', ['--system', '--home', dir, 'postgres']);
    execFileSync('chown', ['-R', 'postgres', dir]);
    execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'ignore' });
  } else {
    execFileSync(bin, args, { stdio: 'ignore' });
  }
}

export interface ScratchPostgres {
  url: string;
  /** The postmaster's process id (its CPU time and its children's are the server's). */
  postmasterPid(): number | null;
  stop(): void;
}

/** A throwaway PostgreSQL server on a loopback port; `settings` are more `-c` options; `stop` removes it. */
export function startScratchPostgres(port: number, settings: string[] = []): ScratchPostgres {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries: apt-get install -y postgresql, or set BENCH_DATABASE_URL');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust'], dir);
  run(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=1GB -c max_connections=50${settings.map((s) => ` -c ${s}`).join('')}`, 'start'], dir);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    postmasterPid() {
      const pidFile = path.join(dir, 'data', 'postmaster.pid');
      return fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) || null : null;
    },
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop'], dir);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
