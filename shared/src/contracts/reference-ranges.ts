// A marker's reference ranges as the CMS writes them and as the CMS and the results API answer
// them: one shape of a stored range for both.
import { MAX_AGE, MAX_RANGE_LIMIT } from '../marker-rules';
import { AGE_UNITS, RANGE_SEXES } from '../reference-ranges';
import { Nullable, NullableText, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

const text = Nullable(Type.String());
const limit = Nullable(Type.Number());

/** One of a marker's reference ranges as stored: values entered for a patient are flagged against the one that fits them. */
export const StoredReferenceRangeItem = Type.Object({
  id: Type.Integer(),
  sex: StringEnum(RANGE_SEXES),
  age_from: Type.Integer(),
  age_to: Nullable(Type.Integer({ description: 'Null: no upper age. The band is [age_from, age_to) in age_unit.' })),
  age_unit: StringEnum(AGE_UNITS),
  low: limit,
  high: limit,
  critical_low: limit,
  critical_high: limit,
  units: text,
});
export type StoredReferenceRangeItem = Static<typeof StoredReferenceRangeItem>;

const rangeInputLimit = Type.Optional(Nullable(Type.Number({ minimum: -MAX_RANGE_LIMIT, maximum: MAX_RANGE_LIMIT })));

/** A reference range as written: its limits optional, ages whole (the largest in days; each unit's own bound is the service's). */
export const ReferenceRangeInput = Type.Object(
  {
    sex: StringEnum(RANGE_SEXES),
    age_from: Type.Integer({ minimum: 0, maximum: MAX_AGE.days }),
    age_to: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_AGE.days }))),
    age_unit: StringEnum(AGE_UNITS),
    low: rangeInputLimit,
    high: rangeInputLimit,
    critical_low: rangeInputLimit,
    critical_high: rangeInputLimit,
    units: Type.Optional(NullableText(50)),
  },
  { additionalProperties: false },
);
export type ReferenceRangeInput = Static<typeof ReferenceRangeInput>;
