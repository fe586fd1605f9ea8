import type { AgeUnit, RangeSex, StoredReferenceRange } from '@lab/shared';
import type { Db } from '../../platform/db/client';
import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { COLLECTION_DEVICES, DEMO_EXTERNAL_LAB, LAB_ASSIGNMENTS, LABS, MARKERS, PANELS, SAMPLE_TYPES, STATUSES, STORAGE_LOCATIONS, TUBE_TYPES } from './reference-data';
import { REMINDER_PRESETS } from './reminder-presets';

export interface ReferenceIds {
  sampleType: Map<string, number>;
  tubeType: Map<string, number>;
  marker: Map<string, number>;
  /** Each marker's reference ranges by its name, as stored. */
  ranges: Map<string, StoredReferenceRange[]>;
  panel: Map<string, number>;
  device: Map<string, number>;
  lab: Map<string, number>;
  location: Map<string, number>;
}

const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));

/** Inserts the CMS reference data and the reminder presets; answers the ids by name. */
export async function seedReference(db: Db, institutionIds: Record<InstitutionKey, number>, at: Date): Promise<ReferenceIds> {
  const stamp = { createdAt: at, updatedAt: at };
  const sampleType = byName(await db.insert(t.sampleTypes).values(SAMPLE_TYPES.map((s) => ({ ...s, ...stamp }))).returning());
  const tubeType = byName(await db.insert(t.tubeTypes).values(TUBE_TYPES.map((s) => ({ ...s, ...stamp }))).returning());

  const marker = byName(
    await db
      .insert(t.markers)
      .values(
        MARKERS.map((m) => ({
          name: m.name, markerCode: m.code, loincCode: m.loinc, description: m.description, units: m.units, ucumUnits: m.ucum, rangeMin: m.min, rangeMax: m.max, volumeUl: m.volume,
          deltaLimit: m.delta?.limit ?? null, deltaKind: m.delta?.kind ?? 'absolute', ...stamp,
        })),
      )
      .returning(),
  );
  const rangeRows = MARKERS.flatMap((m) =>
    (m.ranges ?? [{ sex: 'any' as const, age_from: 0, age_to: null, age_unit: 'years' as const, low: m.min, high: m.max, critical_low: null, critical_high: null }]).map((r) => ({
      markerId: marker.get(m.name)!, sex: r.sex, ageFrom: r.age_from, ageTo: r.age_to, ageUnit: r.age_unit, low: r.low, high: r.high,
      criticalLow: r.critical_low, criticalHigh: r.critical_high, units: m.units,
    })),
  );
  const insertedRanges = await db.insert(t.markerReferenceRanges).values(rangeRows).returning();
  const ranges = new Map<string, StoredReferenceRange[]>();
  for (const m of MARKERS) {
    const id = marker.get(m.name)!;
    ranges.set(
      m.name,
      insertedRanges.filter((r) => r.markerId === id).map((r) => ({
        id: r.id, sex: r.sex as RangeSex, age_from: r.ageFrom, age_to: r.ageTo, age_unit: r.ageUnit as AgeUnit, low: r.low, high: r.high,
        critical_low: r.criticalLow, critical_high: r.criticalHigh, units: r.units,
      })),
    );
  }
  await db.insert(t.markerSampleTypes).values(MARKERS.map((m) => ({ markerId: marker.get(m.name)!, sampleTypeId: sampleType.get(m.sample)! })));
  await db.insert(t.markerTubeTypes).values(MARKERS.map((m) => ({ markerId: marker.get(m.name)!, tubeTypeId: tubeType.get(m.tube)! })));
  // Salivary cortisol is offered by institution C only; every other marker is global.
  await db.insert(t.markerInstitutions).values({ markerId: marker.get('Salivary Cortisol')!, institutionId: institutionIds.C });

  const panel = byName(
    await db
      .insert(t.panels)
      .values(PANELS.map((p) => ({ name: p.name, description: p.description, sampleTypeId: sampleType.get(p.sample)!, ...stamp })))
      .returning(),
  );
  await db.insert(t.panelMarkers).values(PANELS.flatMap((p) => p.markers.map((m) => ({ panelId: panel.get(p.name)!, markerId: marker.get(m)! }))));

  const device = byName(
    await db
      .insert(t.collectionDevices)
      .values(COLLECTION_DEVICES.map((d) => ({ name: d.name, description: d.description, maxCapacityUl: d.capacity, ...stamp })))
      .returning(),
  );
  await db
    .insert(t.collectionDeviceTubeTypes)
    .values(COLLECTION_DEVICES.flatMap((d) => d.tubes.map((tube) => ({ collectionDeviceId: device.get(d.name)!, tubeTypeId: tubeType.get(tube)! }))));

  await db.insert(t.statuses).values(STATUSES.map((s) => ({ ...s, ...stamp })));
  const location = byName(await db.insert(t.storageLocations).values(STORAGE_LOCATIONS.map((s) => ({ ...s, ...stamp }))).returning());

  const lab = byName(
    await db
      .insert(t.labs)
      .values(LABS.map(({ samples: _samples, ...l }) => ({ ...l, ...stamp })))
      .returning(),
  );
  const assignments = (Object.entries(LAB_ASSIGNMENTS) as [InstitutionKey, readonly (readonly [string, string])[]][]).flatMap(([key, pairs]) =>
    pairs.map(([labName, sample]) => ({ institutionId: institutionIds[key], labId: lab.get(labName)!, sampleTypeId: sampleType.get(sample)!, createdAt: at })),
  );
  await db.insert(t.institutionLabs).values(assignments);
  await db.insert(t.externalLabProviders).values({ provider: DEMO_EXTERNAL_LAB.provider, labId: lab.get(DEMO_EXTERNAL_LAB.lab)!, baseUrl: DEMO_EXTERNAL_LAB.baseUrl, allowPrivateNetwork: DEMO_EXTERNAL_LAB.allowPrivateNetwork, createdAt: at, updatedAt: at });

  await db.insert(t.reminderConfigs).values(REMINDER_PRESETS.map((p) => ({ ...p, ...stamp })));
  return { ranges, sampleType, tubeType, marker, panel, device, lab, location };
}
