// A lab's connection to its external lab, as a super_admin keeps it in the CMS Labs tab: read,
// change (one transaction with its audit row), test. The credential is write-only: an empty
// value keeps it, clear_credential removes it, and neither the answers, the audit log nor the
// logs ever hold it. Every URL is checked for its shape and its addresses when saved; the calls
// check the addresses again as they connect (url-guard.ts).
import {
  canManageLabConnection,
  CMS_MESSAGES,
  LAB_CONNECTION_MESSAGES as M,
  labUrlProblem,
  type LabConnection,
  type LabConnectionBody,
  type LabConnectionTestBody,
  type LabConnectionTestResponse,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import * as queries from './connection-queries';
import { capabilityCheck } from './fhir-capability';
import { fhirClient } from './fhir-client';
import { providerEnvName, type ProviderRegistry, type ProviderSettings } from './registry';
import { AddressRefusedError, checkUrlAddresses } from './url-guard';

export interface ConnectionDeps {
  db: Db;
  registry: ProviderRegistry;
}

function requireManager(caller: Caller) {
  if (!canManageLabConnection(caller.user)) throw forbidden(CMS_MESSAGES.pageDenied);
}

async function requireLab(db: Db, labId: number): Promise<string> {
  const name = await queries.selectLabName(db, labId);
  if (name === null) throw notFound(M.labNotFound);
  return name;
}

/** The key a new connection gets: the lab's name in lower case with dashes ('central-pathology-laboratory'), or with the lab's id when taken. */
async function defaultKey(db: Db, labId: number, name: string): Promise<string> {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  const key = slug || `lab-${labId}`;
  return (await queries.providerKeyTaken(db, key)) ? `${key}-${labId}`.slice(0, 50) : key;
}

function view(registry: ProviderRegistry, labId: number, key: string, row: ProviderSettings | null): LabConnection {
  const overrides = registry.overrides(key);
  return {
    lab_id: labId,
    provider: row?.provider ?? null,
    base_url: row?.base_url ?? null,
    enabled: row?.enabled ?? false,
    allow_private_network: row?.allow_private_network ?? false,
    credential_set: !!row?.credential,
    url_variable: providerEnvName(key, 'URL'),
    url_from_environment: overrides.url,
    credential_variable: providerEnvName(key, 'TOKEN'),
    credential_from_environment: overrides.token,
  };
}

/** GET /cms/labs/{id}/connection. */
export async function getConnection({ db, registry }: ConnectionDeps, caller: Caller, labId: number): Promise<LabConnection> {
  requireManager(caller);
  const name = await requireLab(db, labId);
  const row = await queries.selectLabProvider(db, labId);
  return view(registry, labId, row?.provider ?? (await defaultKey(db, labId, name)), row);
}

/** The URL as stored: its shape, then its addresses (400 with the reason). */
async function checkedUrl(raw: string, allowPrivateNetwork: boolean, registry: ProviderRegistry): Promise<string> {
  const value = raw.trim();
  if (!value) throw badRequest(M.urlRequired);
  const problem = labUrlProblem(value);
  if (problem) throw badRequest(problem);
  try {
    await checkUrlAddresses(new URL(value), { allowPrivateNetwork, lookup: registry.lookup });
  } catch (error) {
    if (error instanceof AddressRefusedError) throw badRequest(error.message);
    throw error;
  }
  return value.replace(/\/+$/, '');
}

/** PUT /cms/labs/{id}/connection: partial; the first save creates the connection and needs base_url. */
export async function updateConnection({ db, registry }: ConnectionDeps, caller: Caller, labId: number, body: LabConnectionBody): Promise<LabConnection> {
  requireManager(caller);
  const name = await requireLab(db, labId);
  const stored = await queries.selectLabProvider(db, labId);
  if (body.credential && body.clear_credential) throw badRequest(M.credentialConflict);
  if (stored && body.provider !== undefined && body.provider !== stored.provider) throw badRequest(M.providerFixed(stored.provider));
  const allowPrivate = body.allow_private_network ?? stored?.allow_private_network ?? false;
  // a URL is checked when it changes, and the stored one when the private network stops being allowed
  const urlToCheck = body.base_url ?? (stored && body.allow_private_network === false ? stored.base_url : undefined);
  const checked = urlToCheck !== undefined ? await checkedUrl(urlToCheck, allowPrivate, registry) : undefined;
  if (!stored && checked === undefined) throw badRequest(M.urlRequired);

  const write: queries.ConnectionWrite = {
    ...(body.base_url !== undefined ? { base_url: checked } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    ...(body.allow_private_network !== undefined ? { allow_private_network: body.allow_private_network } : {}),
    ...(body.clear_credential ? { credential: null } : body.credential ? { credential: body.credential } : {}),
  };
  const credential = body.clear_credential ? 'cleared' : body.credential ? 'replaced' : 'kept';
  const key = stored?.provider ?? body.provider ?? (await defaultKey(db, labId, name));
  try {
    await db.transaction(async (tx) => {
      if (stored) await queries.updateConnection(tx, labId, write);
      else await queries.insertConnection(tx, labId, key, { ...write, base_url: checked! });
      // what changed, never the credential itself
      const fields = Object.keys(write).filter((field) => field !== 'credential').sort();
      await writeAudit(
        tx,
        { action: stored ? 'external_lab.connection_updated' : 'external_lab.connection_created', entityType: 'lab', entityId: labId, institutionId: null, details: { provider: key, fields, credential, ...(write.base_url ? { base_url: write.base_url } : {}) } },
        caller,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.providerTaken(key));
    throw error;
  }
  return view(registry, labId, key, await queries.selectLabProvider(db, labId));
}

/**
 * POST /cms/labs/{id}/connection/test: reads {base}/metadata with the form's values; an empty
 * field, or the stored URL unchanged, means what the calls use (the environment's URL and token
 * over the stored ones).
 */
export async function testConnection({ db, registry }: ConnectionDeps, caller: Caller, labId: number, body: LabConnectionTestBody): Promise<LabConnectionTestResponse> {
  requireManager(caller);
  await requireLab(db, labId);
  const stored = await queries.selectLabProvider(db, labId);
  const effective = stored ? registry.clientOptions(stored) : null;
  // the form shows the stored URL: unchanged, it means what the calls use (the environment's, if set)
  const typed = body.base_url?.trim().replace(/\/+$/, '');
  const baseUrl = typed && typed !== stored?.base_url ? typed : (effective?.baseUrl ?? typed);
  if (!baseUrl) throw badRequest(M.urlRequired);
  const problem = labUrlProblem(baseUrl);
  if (problem) throw badRequest(problem);
  const call = fhirClient({
    baseUrl,
    token: body.credential || effective?.token || null,
    timeoutMs: registry.timeoutMs,
    allowPrivateNetwork: body.allow_private_network ?? stored?.allow_private_network ?? false,
    lookup: registry.lookup,
  });
  return capabilityCheck(call);
}
