import { DEFAULT_DEVICE_CAPACITY_UL } from '@lab/shared';
import { deviceCapacity, markerDisabled, markerOverCapacity, maxDeviceCapacity, panelOverCapacity, volumeUsage } from './capacity';
import { cortisol, edta, ferritin, testosterone, universal, vitaminD } from './order-fixtures';

describe('capacity rules', () => {
  it('takes 100 µL for a device without max_capacity, and the largest of the available devices', () => {
    expect(deviceCapacity(universal)).toBe(DEFAULT_DEVICE_CAPACITY_UL);
    expect(maxDeviceCapacity([edta, { max_capacity: 250 }, universal])).toBe(250);
    expect(maxDeviceCapacity([edta])).toBe(50);
    expect(maxDeviceCapacity([])).toBe(100);
  });

  it('blocks a marker that would exceed the largest capacity, with the exact text', () => {
    expect(markerOverCapacity(testosterone, [vitaminD, ferritin], 100)).toBe(
      'Cannot select "Testosterone". Adding 30µL would exceed the device capacity of 100µL. Current usage: 75µL.',
    );
    expect(markerOverCapacity(cortisol, [vitaminD, ferritin], 100)).toBeNull(); // exactly 100 fits
  });

  it('rounds marker volumes to 2 decimals', () => {
    const a = { name: 'A', value: 33.333 };
    expect(markerOverCapacity({ name: 'B', value: 66.676 }, [a], 100)).toBe('Cannot select "B". Adding 66.68µL would exceed the device capacity of 100µL. Current usage: 33.33µL.');
    expect(markerOverCapacity({ name: 'B', value: 66.674 }, [a], 100)).toBeNull(); // 33.33 + 66.67
    expect(markerOverCapacity({ name: 'C', value: 0.1 }, [{ value: 0.2 }], 0.3)).toBeNull(); // no floating point surprise
  });

  it('alerts a panel over capacity with the exact text', () => {
    expect(panelOverCapacity({ total_volume: 130 }, 100)).toBe('This panel requires 130µL which exceeds the device capacity of 100µL');
    expect(panelOverCapacity({ total_volume: 100 }, 100)).toBeNull();
  });

  it('disables markers not yet selected once the amount reaches the maximum', () => {
    expect(markerDisabled(false, 100, 100)).toBe(true);
    expect(markerDisabled(true, 100, 100)).toBe(false);
    expect(markerDisabled(false, 99.99, 100)).toBe(false);
  });

  it('reports usage above 100% as over', () => {
    expect(volumeUsage(75, 100)).toEqual({ percent: 75, over: false });
    expect(volumeUsage(100, 100)).toEqual({ percent: 100, over: false });
    expect(volumeUsage(130, 100)).toEqual({ percent: 130, over: true });
  });
});
