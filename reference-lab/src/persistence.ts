import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredResources } from './resource-store';
import type { Order } from './order';

/** What REFERENCE_LAB_DATA holds: every order and resource (the behaviour is not kept). */
export interface LabData {
  version: 1;
  orders: Order[];
  resources: StoredResources;
}

export function readLabData(file: string): LabData | undefined {
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<LabData>;
  if (data.version !== 1 || !Array.isArray(data.orders) || typeof data.resources !== 'object' || !data.resources) {
    throw new Error(`${file} is not a reference-lab data file (version 1 with orders and resources)`);
  }
  return data as LabData;
}

/** Writes the whole store: to a temporary file first, then renamed over the old one. */
export function writeLabData(file: string, data: LabData): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, file);
}
