// What guards a release: the recorded call-back of critical values, and the release of an
// amendment by a second person (the rules: result-safety.ts).
import { CRITICAL_NOTIFICATION_METHODS } from '../result-safety';
import { Nullable, NullableText, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

const text = Nullable(Type.String());
const instant = Type.String({ description: 'ISO 8601' });

/** A recorded call-back of a result's critical values: who was told, how, and that they read them back. */
export const CriticalNotification = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({ description: 'The result version whose critical values were told.' }),
  values: Type.Array(Type.Object({ marker_id: Type.Integer(), value: Type.Number() })),
  notified_person: Type.String(),
  role: Type.String(),
  method: StringEnum(CRITICAL_NOTIFICATION_METHODS),
  read_back: Type.Boolean(),
  notified_at: instant,
  notes: text,
  recorded_by_name: text,
  recorded_by_lastname: text,
  recorded_at: instant,
});
export type CriticalNotification = Static<typeof CriticalNotification>;

/** POST /results/{id}/critical-notifications. */
export const CriticalNotificationPayload = Type.Object(
  {
    notified_person: Type.String({ maxLength: 200 }),
    role: Type.String({ maxLength: 100, description: 'Their role: ward nurse, attending physician.' }),
    method: StringEnum(CRITICAL_NOTIFICATION_METHODS),
    read_back: Type.Boolean({ description: 'They read the values back; must be true.' }),
    notified_at: Type.String({ format: 'date-time', description: 'When they were told (ISO 8601), not in the future.' }),
    notes: Type.Optional(NullableText(2000)),
  },
  { additionalProperties: false },
);
export type CriticalNotificationPayload = Static<typeof CriticalNotificationPayload>;

/** POST /results/{id}/release-amendment: a second person releases the amendment waiting (a comment when a value failed its delta check). */
export const ReleaseAmendmentPayload = Type.Object(
  { delta_comment: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: 'Required when a value of the amendment failed its delta check.' }))) },
  { additionalProperties: false },
);
export type ReleaseAmendmentPayload = Static<typeof ReleaseAmendmentPayload>;
