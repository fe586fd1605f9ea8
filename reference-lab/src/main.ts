import { createReferenceLab, DEFAULT_STEP_SECONDS } from './app';

/** `--port 4010`, `--port=4010`: the value of a flag, else undefined. */
function flag(name: string, argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of 0 or more, not '${value}'`);
  return parsed;
}

async function main() {
  const argv = process.argv.slice(2);
  const env = process.env;
  const port = number('PORT', flag('port', argv) ?? env.PORT, 4010);
  const host = flag('host', argv) ?? env.HOST ?? '127.0.0.1';
  const stepSeconds = number('REFERENCE_LAB_STEP_SECONDS', flag('step-seconds', argv) ?? env.REFERENCE_LAB_STEP_SECONDS, DEFAULT_STEP_SECONDS);
  const token = flag('token', argv) ?? (env.REFERENCE_LAB_TOKEN || undefined);
  const dataFile = flag('data', argv) ?? (env.REFERENCE_LAB_DATA || undefined);

  const app = createReferenceLab({ stepSeconds, token, dataFile });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  await app.listen({ port, host });
  console.log(`Reference lab (FHIR R4) at http://${host}:${port}/fhir`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
