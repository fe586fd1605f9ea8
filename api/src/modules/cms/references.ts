// The ids a CMS write names must exist (400 'Unknown sample type: 99'), and a panel's markers must
// accept its sample type (only markers of the chosen sample type).
import { CMS_MESSAGES, type PanelCmsItem } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { ItemInput } from './item-input';
import { SECTION_RULES, type CmsSectionKey } from './sections';
import { existingIds, markersRefusing } from './write-queries';

async function requireAll(db: Db, table: string, item: string, ids: number[], caller: Caller): Promise<void> {
  // a marker restricted to institutions outside the caller's scope is unknown to them
  const found = await existingIds(db, table, ids, table === 'markers' ? caller.scope : 'all');
  const missing = ids.filter((id) => !found.includes(id));
  if (missing.length > 0) throw badRequest(CMS_MESSAGES.unknownReferences(item, missing));
}

/**
 * DECISION: a panel with markers needs a sample type, and each of its markers
 * must accept it (list it, or list no sample type); a panel without markers may have none. Checked
 * when the write changes the sample type or the markers, against the stored other half.
 */
async function checkPanel(db: Db, input: ItemInput, stored: PanelCmsItem | null): Promise<void> {
  const given = input.columns.sample_type_id as number | null | undefined;
  if (given === undefined && input.lists.marker_ids === undefined) return;
  const sampleTypeId = given !== undefined ? given : (stored?.sample_type_id ?? null);
  const markerIds = input.lists.marker_ids ?? stored?.marker_ids ?? [];
  if (markerIds.length === 0) return;
  if (sampleTypeId === null) throw badRequest(CMS_MESSAGES.panelSampleTypeRequired);
  const refusing = await markersRefusing(db, markerIds, sampleTypeId);
  if (refusing.length > 0) throw badRequest(CMS_MESSAGES.panelMarkersMismatch(refusing));
}

/** Checks the ids of the body's lists (institutions aside: see restricted-items.ts) and a panel's sample type and markers. */
export async function checkReferences(db: Db, caller: Caller, section: CmsSectionKey, input: ItemInput, stored: unknown): Promise<void> {
  for (const link of SECTION_RULES[section].links) {
    const ids = input.lists[link.field];
    if (link.field !== 'institution_ids' && ids && ids.length > 0) await requireAll(db, link.targets, link.targetItem, ids, caller);
  }
  if (section !== 'panels') return;
  const sampleTypeId = input.columns.sample_type_id;
  if (typeof sampleTypeId === 'number') await requireAll(db, 'sample_types', 'sample type', [sampleTypeId], caller);
  await checkPanel(db, input, stored as PanelCmsItem | null);
}
