import { DEFAULT_DEVICE_CAPACITY_UL, markersVolume, roundVolume, TEST_REQUEST_MESSAGES as M, type CollectionDeviceOption, type MarkerOption, type PanelOption } from '@lab/shared';

// The capacity rules of the order form, as pure functions.

/** A device's capacity in µL: its max_capacity, or the default 100 µL when it has none. */
export const deviceCapacity = (device: Pick<CollectionDeviceOption, 'max_capacity'>) => device.max_capacity ?? DEFAULT_DEVICE_CAPACITY_UL;

/** The largest capacity among the available devices (the default capacity when there are none). */
export function maxDeviceCapacity(devices: Pick<CollectionDeviceOption, 'max_capacity'>[]): number {
  return devices.length === 0 ? DEFAULT_DEVICE_CAPACITY_UL : Math.max(...devices.map(deviceCapacity));
}

/** Why `marker` cannot be added to `selected` (the markerOverCapacity text), or null when it fits in `max`. */
export function markerOverCapacity(marker: Pick<MarkerOption, 'name' | 'value'>, selected: Pick<MarkerOption, 'value'>[], max: number): string | null {
  const current = markersVolume(selected);
  const adding = roundVolume(marker.value);
  return roundVolume(current + adding) > max ? M.markerOverCapacity(marker.name, adding, max, current) : null;
}

/** The panelOverCapacity alert when the panel needs more than `max`, else null. */
export function panelOverCapacity(panel: Pick<PanelOption, 'total_volume'>, max: number): string | null {
  const volume = roundVolume(panel.total_volume);
  return volume > max ? M.panelOverCapacity(volume, max) : null;
}

/** A marker not yet selected is disabled once the amount reaches the maximum capacity. */
export const markerDisabled = (selected: boolean, used: number, max: number) => !selected && used >= max;

/** The progress bar: the share of `capacity` used (may pass 100) and whether it is over (shown red). */
export function volumeUsage(used: number, capacity: number): { percent: number; over: boolean } {
  const percent = capacity > 0 ? roundVolume((used / capacity) * 100) : 0;
  return { percent, over: percent > 100 };
}
