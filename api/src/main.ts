import path from 'node:path';
import { buildApp } from './app';
import { OutboxWorker, startMllpListener } from './modules/interfaces/public';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { resolveTokenSecret } from './platform/secret';
import { seedDemo, seedDemoIfEmpty } from './seed/demo-seed';

async function main() {
  const config = loadConfig();
  const tokenSecret = resolveTokenSecret(config.jwtSecret, config.dataDir, config.production);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  if (database.kind === 'pglite' && database.created) {
    console.log('New embedded database: loading the demo data…');
    await seedDemo(database.db);
  } else if (database.kind === 'postgres' && config.demoData) {
    // one instance seeds, the others wait and find it done
    await database.exclusive(() => seedDemoIfEmpty(database.db));
  }
  const { app, scheduler, externalLabSender } = await buildApp({ db: database.db, config, tokenSecret, notices: database });
  const { hl7 } = config;
  const outbox = hl7.outbox
    ? new OutboxWorker({ db: database.db, log: app.log.child({ module: 'outbox' }), intervalMs: hl7.outboxIntervalMs, batchSize: 20, timeoutMs: hl7.timeoutMs, fhir: externalLabSender })
    : null;
  let listener: Awaited<ReturnType<typeof startMllpListener>> | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests and the scheduler's pass, then closing the database`);
    await listener?.close();
    await outbox?.stop();
    await app.close(); // stops accepting, waits for in-flight requests and stops the scheduler
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  scheduler?.start();
  if (hl7.listen) listener = await startMllpListener({ db: database.db, host: hl7.host, port: hl7.port, log: app.log.child({ module: 'hl7' }) });
  outbox?.start();
  app.log.info(`API ready on http://${config.host}:${config.port}/api (${database.kind}); docs at /api/docs`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
