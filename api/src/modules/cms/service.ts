import { CMS_MESSAGES, picksItemInstitutions, type CmsItemBody, type CmsRestrictedListQuery, type LabSummary, type MarkerCmsItem, type StorageLocationListQuery } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation, sqlState } from '../../platform/db/errors';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { requireInstitution } from '../../platform/institutions';
import { readItemInput, type ItemInput, type StoredRange } from './item-input';
import { readMarkerInput } from './marker-input';
import * as queries from './queries';
import { replaceReferenceRanges } from './range-queries';
import { checkReferences } from './references';
import { institutionsToStore, ownInstitution, viewOf } from './restricted-items';
import { requireEditor, requireReader } from './section-access';
import { entityTypeOf, itemOf, SECTION_RULES, type CmsItem, type CmsSectionKey } from './sections';
import { selectUses } from './usage-queries';
import { deleteRow, insertRow, lockNames, lockRow, nameTaken, replaceLinks, updateRow } from './write-queries';

// The CMS sections: who may read and write is asked of
// @lab/shared's tab rules; every write runs in one transaction with its audit row.

/** GET /cms/markers and /cms/panels: institution_id; GET /cms/storage-locations: active. */
type CmsListQuery = CmsRestrictedListQuery & StorageLocationListQuery;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The list as the caller sees it; markers and panels narrowed by institution_id (in the caller's scope, else 404) to that institution's and the global ones. */
export async function listItems(db: Db, caller: Caller, section: CmsSectionKey, query: CmsListQuery): Promise<CmsItem[]> {
  requireReader(caller.user, section);
  const narrowed: Partial<queries.ItemView> = { onlyActive: section === 'storage-locations' && query.active === true };
  if (SECTION_RULES[section].institutionLinks && query.institution_id !== undefined) {
    await requireInstitution(db, caller.scope, query.institution_id);
    narrowed.offered = [query.institution_id];
  }
  return queries.selectItems(db, section, viewOf(caller, section, narrowed));
}

async function itemFor(db: Db, caller: Caller, section: CmsSectionKey, id: number): Promise<CmsItem | undefined> {
  return (await queries.selectItems(db, section, viewOf(caller, section, { id })))[0];
}

/**
 * The item to edit or delete; 404 when it does not exist or is not offered to the caller, 403 when
 * it is shared with other institutions (global, or several institutions' own): a change there
 * would change what other institutions use, so only a super_admin makes it.
 */
async function requireEditable(db: Db, caller: Caller, section: CmsSectionKey, id: number): Promise<CmsItem> {
  requireEditor(caller.user, section);
  const item = await itemFor(db, caller, section, id);
  if (!item) throw notFound(CMS_MESSAGES.itemNotFound(itemOf(section)));
  const rule = SECTION_RULES[section];
  if ((rule.institutionLinks || rule.owned) && !(item as { editable: boolean }).editable) throw forbidden(CMS_MESSAGES.sharedItem(itemOf(section)));
  return item;
}

/** The body read and checked: its fields, its institutions (markers and panels) and every id it names. */
async function readWrite(db: Db, caller: Caller, section: CmsSectionKey, body: CmsItemBody, stored: CmsItem | null): Promise<ItemInput> {
  const input = readItemInput(body, stored === null, stored as StoredRange | null);
  if (section === 'markers') {
    const marker = await readMarkerInput(body, stored === null);
    Object.assign(input.columns, marker.columns);
    input.ranges = marker.ranges;
  }
  if (SECTION_RULES[section].institutionLinks) {
    const ids = await institutionsToStore(db, caller, input.lists.institution_ids, stored === null);
    if (ids === undefined) delete input.lists.institution_ids;
    else input.lists.institution_ids = ids;
  }
  // a new device or location of an institution's staff is their institution's own; a super_admin's is shared
  if (SECTION_RULES[section].owned && stored === null) input.columns.owner_institution_id = picksItemInstitutions(caller.user) ? null : ownInstitution(caller);
  await checkReferences(db, caller, section, input, stored);
  return input;
}

/** Runs a write that sets `name` (if any) holding the table's names lock: a name another item has, whatever its case, is a 409. */
async function withUniqueName<T>(db: Db, section: CmsSectionKey, name: string | undefined, exceptId: number | null, write: (tx: Db) => Promise<T>): Promise<T> {
  const { table } = SECTION_RULES[section];
  const taken = () => conflict(CMS_MESSAGES.nameTaken(itemOf(section), name ?? ''));
  try {
    return await db.transaction(async (tx) => {
      if (name !== undefined) {
        await lockNames(tx, table);
        if (await nameTaken(tx, table, name, exceptId)) throw taken();
      }
      return write(tx);
    });
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The item's link rows and a marker's reference ranges, as the write gives them. */
async function writeLinks(tx: Db, section: CmsSectionKey, id: number, input: ItemInput): Promise<void> {
  for (const link of SECTION_RULES[section].links) {
    const ids = input.lists[link.field];
    if (ids !== undefined) await replaceLinks(tx, link, id, ids);
  }
  if (input.ranges) await replaceReferenceRanges(tx, id, input.ranges);
}

/** What the audit row keeps of a write's ranges: the ranges themselves, as flags will be computed from them. */
const rangesDetail = (input: ItemInput) => (input.ranges ? { reference_ranges: input.ranges } : {});

/** The audit row of a write; a marker or panel of one institution, or an institution's own device or location, is recorded under it. */
function audit(tx: Db, caller: Caller, section: CmsSectionKey, verb: string, id: number, details: Record<string, unknown>, institutionIds?: number[]): Promise<void> {
  const entityType = entityTypeOf(section);
  const institutionId = institutionIds?.length === 1 ? institutionIds[0] : null;
  return writeAudit(tx, { action: `${entityType}.${verb}`, entityType, entityId: id, institutionId, details }, caller);
}
function institutionsOf(item: CmsItem): number[] | undefined {
  const owner = (item as { owner_institution_id?: number | null }).owner_institution_id;
  return owner != null ? [owner] : (item as MarkerCmsItem).institution_ids;
}

export async function createItem(db: Db, caller: Caller, section: CmsSectionKey, body: CmsItemBody): Promise<CmsItem> {
  requireEditor(caller.user, section);
  const input = await readWrite(db, caller, section, body, null);
  const name = input.columns.name as string;
  const id = await withUniqueName(db, section, name, null, async (tx) => {
    const id = await insertRow(tx, SECTION_RULES[section].table, input.columns);
    await writeLinks(tx, section, id, input);
    const owner = input.columns.owner_institution_id as number | null | undefined;
    await audit(tx, caller, section, 'created', id, { name, ...input.lists, ...rangesDetail(input) }, owner != null ? [owner] : input.lists.institution_ids);
    return id;
  });
  return (await itemFor(db, caller, section, id))!;
}

/**
 * DECISION: test_requests.cms_status holds a status by its name (the order
 * form's text), so a status some test requests name cannot be renamed (409): their history keeps
 * meaning what it said. Changing only the case of the name, or anything else, is allowed.
 */
async function refuseRenameInUse(db: Db, stored: CmsItem, name: string): Promise<void> {
  if (name.toLowerCase() === stored.name.toLowerCase()) return;
  const uses = await selectUses(db, 'statuses', stored.id, stored.name);
  if (uses.length > 0) throw conflict(CMS_MESSAGES.statusInUse(stored.name, uses));
}

/** A partial edit: fields the body leaves out keep their values (the status badge sends only { active }). */
export async function updateItem(db: Db, caller: Caller, section: CmsSectionKey, id: number, body: CmsItemBody): Promise<CmsItem> {
  const stored = await requireEditable(db, caller, section, id);
  const input = await readWrite(db, caller, section, body, stored);
  const name = input.columns.name as string | undefined;
  if (section === 'statuses' && name !== undefined) await refuseRenameInUse(db, stored, name);
  await withUniqueName(db, section, name, id, async (tx) => {
    await updateRow(tx, SECTION_RULES[section].table, id, input.columns);
    await writeLinks(tx, section, id, input);
    await audit(tx, caller, section, 'updated', id, { name: stored.name, fields: Object.keys(body).sort(), ...rangesDetail(input) }, input.lists.institution_ids ?? institutionsOf(stored));
  });
  return (await itemFor(db, caller, section, id))!;
}

/** Deletes an unused item for real (with its link rows); one in use is a 409 naming its uses, and nothing changes. */
export async function deleteItem(db: Db, caller: Caller, section: CmsSectionKey, id: number): Promise<string> {
  const stored = await requireEditable(db, caller, section, id);
  const item = itemOf(section);
  try {
    await db.transaction(async (tx) => {
      await lockRow(tx, SECTION_RULES[section].table, id);
      const uses = await selectUses(tx, section, id, stored.name);
      if (uses.length > 0) throw conflict(CMS_MESSAGES.inUse(item, stored.name, uses));
      await deleteRow(tx, SECTION_RULES[section].table, id);
      await audit(tx, caller, section, 'deleted', id, { name: stored.name }, institutionsOf(stored));
    });
  } catch (error) {
    // a use that appeared since the check (a foreign key refuses the delete)
    if (sqlState(error) === '23503') throw conflict(CMS_MESSAGES.deleteFailed(item));
    throw error;
  }
  return `${sentence(item)} deleted successfully`;
}

/** GET /cms/labs/active: the labs a lab assignment may name. */
export function listActiveLabs(db: Db): Promise<LabSummary[]> {
  return queries.selectActiveLabs(db);
}
