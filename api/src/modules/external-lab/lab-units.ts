// A lab's unit against our marker's. A value is kept in the unit the lab wrote it in only when that
// is the marker's unit (the same UCUM unit, however spelled: 10*9/L is /nL): the marker's ranges,
// critical limits, delta checks and earlier results are all in its unit, and a number in another
// among them would be misread. A unit that differs is refused with the reason, even when it
// converts: changing a clinical figure on import is a change nobody reviewed. The report is then
// not imported (a report is imported whole or not at all), and the connection is put right
// instead (the lab's unit agreed, or the marker's UCUM units changed). Without a UCUM code on
// either side there is nothing to compare: the lab's printed unit is kept.
import { EXTERNAL_LAB_MESSAGES as M } from '@lab/shared';
import { ucumFactor } from '../cms/public';
import { markerOf } from './lab-matching';
import { ExternalLabError, type ExternalReport } from './provider';
import type { CodedMarker } from './queries';

const SAME = 1e-9;

/** Throws the first Observation whose UCUM unit is not its marker's, as a malformed answer. */
export async function checkUnits(report: ExternalReport, markers: readonly CodedMarker[]): Promise<void> {
  for (const obs of report.observations) {
    const marker = markerOf(obs, markers);
    if (!marker || obs.value === null || !obs.ucum || !marker.ucum_units || obs.ucum === marker.ucum_units) continue;
    const factor = await ucumFactor(obs.ucum, marker.ucum_units);
    if (factor !== null && Math.abs(factor - 1) < SAME) continue;
    throw new ExternalLabError(
      'malformed',
      factor === null ? M.unitIncompatible(marker.name, obs.ucum, marker.ucum_units) : M.unitConvertible(marker.name, obs.ucum, marker.ucum_units, Number(factor.toPrecision(6))),
    );
  }
}
