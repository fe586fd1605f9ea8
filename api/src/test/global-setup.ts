// Runs once per `jest` run: migrates (and seeds) the test templates every test file copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../platform/db/client';
import { seedDemo } from '../seed/demo-seed';
import { adminQuery, databaseUrlFor, templateEnv, type TemplateKind } from './test-database';

const KINDS: TemplateKind[] = ['empty', 'demo'];

async function prepare(database: Database, kind: TemplateKind): Promise<void> {
  await database.migrate();
  if (kind === 'demo') await seedDemo(database.db);
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  for (const kind of KINDS) {
    if (serverUrl) {
      const name = `lab_template_${process.pid}_${kind}`;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), pgliteDir: null });
      await prepare(database, kind);
      await database.close(); // a template database must have no connections when it is copied
      process.env[templateEnv(kind)] = name;
    } else {
      const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
      await prepare(database, kind);
      const dump = await database.dump!();
      const file = path.join(os.tmpdir(), `lab-api-template-${process.pid}-${kind}.tar`);
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await database.close();
      process.env[templateEnv(kind)] = file;
    }
  }
}
