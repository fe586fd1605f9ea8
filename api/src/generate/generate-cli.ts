import { openDatabase } from '../platform/db/client';
import { notEmptyReason } from './finish';
import { GenerateRefused, generateScaleData, type StepReport } from './generate-scale-data';
import { invalidOptions, type ScaleOptions } from './scale-plan';

const USAGE = `Fills an empty PostgreSQL database with realistic, deterministic scale data.

Usage: DATABASE_URL=postgres://user@host:port/db pnpm --filter @lab/api generate [options]

  --patients N       patients (default 1000000)
  --requests N       test requests (default 3000000)
  --institutions N   institutions, at least 3 (default 20); the first three are the demo's
  --anchor DATE      the data's "now", e.g. 2026-11-22 (default: today, 00:00 UTC);
                     the same arguments and anchor always give the same data
  --analyze-only     ANALYZE instead of VACUUM (ANALYZE) after the load
  --help             this text

Runs the migrations, then refuses a database that already holds institutions, users or patients.
A failure while loading the people and patients leaves the database as it was; a later one
(their links, requests, results, logs, shipments, the indexes) leaves part of the data: drop the database,
create it again and run again.
Every demo account (superadmin@demo.lab, instadmin@demo.lab, ...) and every generated user signs in
with the password Demo@12345. Everything else derives from the three counts: about 14 staff per
institution, ~200 stock lines, fulfillment for ~requests/10, notifications ~requests/2, results for
~60% of requests.`;

interface CliArguments extends ScaleOptions {
  help: boolean;
  analyzeOnly: boolean;
}

/** Parses the arguments; throws an Error with the message to print when they are wrong. */
export function parseArguments(argv: string[]): CliArguments {
  const parsed: CliArguments = { patients: 1_000_000, requests: 3_000_000, institutions: 20, help: false, analyzeOnly: false };
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const count = () => {
      const v = value().replace(/[_,]/g, '');
      if (!/^\d+$/.test(v)) throw new Error(`${flag} must be a whole number (got ${v})`);
      return Number(v);
    };
    switch (flag) {
      case '--help':
      case '-h':
        parsed.help = true;
        break;
      case '--patients':
        parsed.patients = count();
        break;
      case '--requests':
        parsed.requests = count();
        break;
      case '--institutions':
        parsed.institutions = count();
        break;
      case '--anchor': {
        const v = value();
        if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(v) || Number.isNaN(new Date(v).getTime())) throw new Error(`--anchor must be a date like 2026-11-22 (got ${v})`);
        parsed.anchor = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
        break;
      }
      case '--analyze-only':
        parsed.analyzeOnly = true;
        break;
      default:
        throw new Error(`unknown argument ${args[i]}`);
    }
  }
  const problem = invalidOptions(parsed);
  if (problem) throw new Error(problem);
  return parsed;
}

const number = (n: number) => n.toLocaleString('en-GB');

function printStep(step: StepReport) {
  const tables = Object.entries(step.tables);
  const detail = tables.map(([table, n]) => `${table} ${number(n)}`).join(', ');
  console.log(`${step.step.padEnd(20)} ${step.seconds.toFixed(1).padStart(7)} s${detail ? `  ${detail}` : ''}`);
}

async function main(): Promise<number> {
  let args: CliArguments;
  try {
    args = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is not set: the generator fills a PostgreSQL server, never the embedded database.\nExample: DATABASE_URL=postgres://postgres@127.0.0.1:5432/lab pnpm --filter @lab/api generate --patients 1000000 --requests 3000000 --institutions 20');
    return 2;
  }
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  try {
    await database.migrate();
    const refusal = await notEmptyReason(database.db);
    if (refusal) {
      console.error(refusal);
      return 1;
    }
    console.log(`Generating ${number(args.patients)} patients, ${number(args.requests)} test requests, ${number(args.institutions)} institutions into ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}…`);
    const report = await generateScaleData(database.db, args, { onStep: printStep, vacuum: !args.analyzeOnly });
    console.log(`\nDone in ${report.seconds.toFixed(1)} s (anchor ${report.plan.anchor.toISOString()}). Rows per table:`);
    for (const [table, n] of Object.entries(report.rows)) console.log(`  ${table.padEnd(48)} ${number(n).padStart(12)}`);
    console.log('Sign in as superadmin@demo.lab or instadmin@demo.lab (or any generated user) with Demo@12345.');
    return 0;
  } catch (error) {
    console.error(error instanceof GenerateRefused ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  void main().then((code) => {
    process.exitCode = code;
  });
}
