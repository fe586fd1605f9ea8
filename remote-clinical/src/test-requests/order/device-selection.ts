import type { CollectionDeviceOption, MarkerOption } from '@lab/shared';
import { deviceCapacity } from './capacity';

// Device selection, as pure functions.

/** The tube types the markers need, each once. */
export function requiredTubeTypes(markers: Pick<MarkerOption, 'tube_type_ids'>[]): number[] {
  return [...new Set(markers.flatMap((m) => m.tube_type_ids))];
}

/** How many of `required` the device takes; a device without tube types suits every marker. */
export function coveredTubeTypes(device: Pick<CollectionDeviceOption, 'tube_type_ids'>, required: number[]): number {
  if (device.tube_type_ids.length === 0) return required.length;
  return required.filter((id) => device.tube_type_ids.includes(id)).length;
}

/**
 * The tube types that hold a sample type: those of the markers taking it. The reference data ties
 * tube types to markers and to devices, not to sample types; a marker measured on a sample type
 * names the tube it is drawn into.
 */
export function sampleTypeTubeTypes(markers: Pick<MarkerOption, 'sample_type_ids' | 'tube_type_ids'>[], sampleTypeId: number): number[] {
  return requiredTubeTypes(markers.filter((m) => m.sample_type_ids.includes(sampleTypeId)));
}

/**
 * The devices offered for a sample type: those taking one of its tube types, and those without tube
 * types (they suit every marker). When no marker of the sample type names a tube, nothing rules a
 * device out, and all are offered; before a sample type is chosen, all are too.
 */
export function devicesForSampleType<D extends Pick<CollectionDeviceOption, 'tube_type_ids'>>(devices: D[], markers: Pick<MarkerOption, 'sample_type_ids' | 'tube_type_ids'>[], sampleTypeId: number | null): D[] {
  const tubes = sampleTypeId === null ? [] : sampleTypeTubeTypes(markers, sampleTypeId);
  if (tubes.length === 0) return devices;
  return devices.filter((d) => d.tube_type_ids.length === 0 || d.tube_type_ids.some((id) => tubes.includes(id)));
}

/** Choosing a device is blocked when the current amount exceeds its capacity. */
export const deviceTooSmall = (device: Pick<CollectionDeviceOption, 'max_capacity'>, volume: number) => volume > deviceCapacity(device);

/**
 * The device to pick for the markers: among those that hold `volume`, the one covering the most
 * required tube types; when none covers any (or ties), the largest capacity. Null when none fits.
 */
export function autoSelectDevice<D extends CollectionDeviceOption>(devices: D[], markers: Pick<MarkerOption, 'tube_type_ids'>[], volume: number): D | null {
  const required = requiredTubeTypes(markers);
  const fitting = devices.filter((d) => !deviceTooSmall(d, volume));
  const ranked = [...fitting].sort((a, b) => coveredTubeTypes(b, required) - coveredTubeTypes(a, required) || deviceCapacity(b) - deviceCapacity(a));
  return ranked[0] ?? null;
}
