import fs from 'node:fs';
import { adminQuery, templateEnv, type TemplateKind } from './test-database';

export default async function globalTeardown(): Promise<void> {
  for (const kind of ['empty', 'demo'] as TemplateKind[]) {
    const template = process.env[templateEnv(kind)];
    if (!template) continue;
    if (process.env.DATABASE_URL) await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    else fs.rmSync(template, { force: true });
  }
}
