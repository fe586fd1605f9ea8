import { devicesForSampleType, requiredTubeTypes, sampleTypeTubeTypes } from '@lab/shared';
import { autoSelectDevice, coveredTubeTypes, deviceTooSmall } from './device-selection';
import { cortisol, device, edta, ferritin, formFields, hba1c, marker, serum, sst, sstMini, universal, vitaminD, wholeBlood } from './order-fixtures';

describe('device auto-selection', () => {
  it('picks the device covering the most required tube types', () => {
    const twoTubes = device(10, 'Two-tube kit', 80, [10, 11]);
    const big = device(11, 'Big tube', 500, [10]);
    expect(autoSelectDevice([big, twoTubes, edta], [vitaminD, cortisol], 65)).toBe(twoTubes);
    expect(autoSelectDevice([sst, edta], [hba1c], 20)).toBe(edta);
  });

  it('otherwise picks the largest capacity that fits the total volume', () => {
    const small = device(20, 'Small', 30, [99]);
    const large = device(21, 'Large', 200, [98]);
    const medium = device(22, 'Medium', 120, [97]);
    expect(autoSelectDevice([small, medium, large], [vitaminD], 40)).toBe(large);
    // a device covering the tube types but too small is never picked
    expect(autoSelectDevice([device(23, 'Tiny SST', 20, [10]), medium], [vitaminD], 40)).toBe(medium);
  });

  it('answers null when no device holds the volume', () => {
    expect(autoSelectDevice([sst, edta, universal], [vitaminD], 130)).toBeNull();
    expect(autoSelectDevice([], [vitaminD], 40)).toBeNull();
  });

  it('counts a device without tube types as covering every marker; ties go to the larger capacity', () => {
    expect(requiredTubeTypes([vitaminD, ferritin, cortisol])).toEqual([10, 11]);
    expect(coveredTubeTypes(universal, [10, 11])).toBe(2);
    expect(coveredTubeTypes(sst, [10, 11])).toBe(1);
    expect(autoSelectDevice([sst, universal], [vitaminD, cortisol], 65)).toBe(universal);
    const bigger = device(30, 'Bigger SST', 150, [10]);
    expect(autoSelectDevice([sst, bigger], [vitaminD], 40)).toBe(bigger);
  });

  it('blocks a device smaller than the current amount (default capacity 100 µL)', () => {
    expect(deviceTooSmall(edta, 75)).toBe(true);
    expect(deviceTooSmall(edta, 50)).toBe(false);
    expect(deviceTooSmall(universal, 100)).toBe(false);
    expect(deviceTooSmall(universal, 100.01)).toBe(true);
  });
});

describe('devices for a sample type', () => {
  const { markers, collection_devices: devices } = formFields;

  it("takes the sample type's tube types from the markers measured on it", () => {
    expect(sampleTypeTubeTypes(markers, serum.id)).toEqual([10, 11]);
    expect(sampleTypeTubeTypes(markers, wholeBlood.id)).toEqual([20]);
  });

  it('offers the devices taking one of those tubes, and those that take any tube', () => {
    expect(devicesForSampleType(devices, markers, serum.id)).toEqual([sst, universal, sstMini]);
    expect(devicesForSampleType(devices, markers, wholeBlood.id)).toEqual([edta, universal]);
  });

  it('offers every device when nothing is known to rule one out', () => {
    expect(devicesForSampleType(devices, markers, null)).toEqual(devices);
    const untubed = [marker(9, 'Urea', 10, [3], [])];
    expect(devicesForSampleType(devices, untubed, 3)).toEqual(devices);
  });
});
