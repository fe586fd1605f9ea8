import { requiredTubeTypes, type CollectionDeviceOption, type MarkerOption } from '@lab/shared';
import { deviceCapacity } from './capacity';

// Device selection, as pure functions.

/** How many of `required` the device takes; a device without tube types suits every marker. */
export function coveredTubeTypes(device: Pick<CollectionDeviceOption, 'tube_type_ids'>, required: number[]): number {
  if (device.tube_type_ids.length === 0) return required.length;
  return required.filter((id) => device.tube_type_ids.includes(id)).length;
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
