import { homeScope, type PanelDetail, type TestFormFieldsResponse } from '@lab/shared';
import type { Caller, Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { requireInstitution } from '../../platform/institutions';
import * as queries from './queries';

// The lookups of the test order form. The CMS administration of this
// reference data is the cms module's.

const PANEL_NOT_FOUND = 'Panel not found';

/**
 * The institution whose markers and panels the form offers ([] = the global ones only).
 * DECISION: institution_id is optional for everyone.
 * - Given, it must be in the caller's scope (else 404 'Institution not found', as for any
 *   institution outside the scope): that institution's own ones plus the global ones.
 * - Absent, the caller's own institution is used: the first of their scope, which is their
 *   primary institution (a clinician of several picks the institution and sends it).
 * - Absent, for super_admin (no institution of their own) or a user with none: global ones only.
 */
async function offeredInstitutions(db: Db, caller: Caller, institutionId: number | undefined): Promise<Scope> {
  if (institutionId !== undefined) {
    await requireInstitution(db, caller.scope, institutionId);
    return [institutionId];
  }
  return homeScope(caller.user);
}

/** Everything the order form's selection step needs, in one call. */
export async function getTestFormFields(db: Db, caller: Caller, institutionId: number | undefined): Promise<TestFormFieldsResponse> {
  const offered = await offeredInstitutions(db, caller, institutionId);
  const [sample_types, markers, panels, collection_devices] = await Promise.all([
    queries.selectSampleTypes(db),
    queries.selectMarkers(db, offered, caller.scope),
    queries.selectPanels(db, offered, caller.scope),
    queries.selectCollectionDevices(db, offered),
  ]);
  return { sample_types, markers, panels, collection_devices };
}

/**
 * The panel with its active markers; 404 when it does not exist, is inactive, or is restricted to
 * institutions outside the caller's scope only (a global panel is offered to everyone).
 */
export async function getPanel(db: Db, caller: Caller, id: number): Promise<PanelDetail> {
  const panel = await queries.selectPanel(db, id, caller.scope, caller.scope);
  if (!panel) throw notFound(PANEL_NOT_FOUND);
  return { ...panel, markers: await queries.selectPanelMarkers(db, id, caller.scope) };
}
