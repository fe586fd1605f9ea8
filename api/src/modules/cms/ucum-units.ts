// A marker's UCUM units are checked by NLM's UCUM validator (@lhncbc/ucum-lhc): UCUM's grammar of
// prefixes, exponents, brackets and annotations is too rich to re-implement safely. Its unit
// tables are read on the first check, not at start-up, since most requests never need them.
import { CLINICAL_CODE_MESSAGES } from '@lab/shared';

type UcumModule = typeof import('@lhncbc/ucum-lhc');
let loading: Promise<UcumModule['UcumLhcUtils']> | null = null;

function validator() {
  loading ??= import('@lhncbc/ucum-lhc').then((mod) => ((mod as { default?: UcumModule }).default ?? mod).UcumLhcUtils);
  return loading;
}

/** Why `units` is not a UCUM code (with the validator's suggestion where it has one), or null. */
export async function ucumUnitsProblem(units: string): Promise<string | null> {
  // the validator would quietly trim; a code stored with spaces is not the one other systems read
  if (/\s/.test(units)) return CLINICAL_CODE_MESSAGES.ucumInvalid(units, null);
  const result = (await validator()).getInstance().validateUnitString(units, true);
  if (result.status === 'valid' && result.ucumCode === units) return null;
  return CLINICAL_CODE_MESSAGES.ucumInvalid(units, result.suggestions?.[0]?.units[0]?.[0] ?? null);
}

/**
 * How many `to` one `from` makes (g/dL to g/L: 10), or null when the two are not commensurable
 * (mass and moles need a molar mass; arbitrary units convert to nothing) or not UCUM at all.
 */
export async function ucumFactor(from: string, to: string): Promise<number | null> {
  const result = (await validator()).getInstance().convertUnitTo(from, 1, to);
  return result.status === 'succeeded' && typeof result.toVal === 'number' && Number.isFinite(result.toVal) ? result.toVal : null;
}
