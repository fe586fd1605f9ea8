import { RESULT_SAFETY_MESSAGES as S, type CriticalNotificationMethod, type CriticalNotificationPayload } from '@lab/shared';
import dayjs from 'dayjs';

/** What the call-back dialog edits; `notifiedAt` is the datetime-local input's text, in the user's zone. */
export interface CallbackFormValues {
  notifiedPerson: string;
  role: string;
  method: CriticalNotificationMethod;
  readBack: boolean;
  notifiedAt: string;
  notes: string;
}

export type CallbackFormErrors = Record<'notifiedPerson' | 'role' | 'readBack' | 'notifiedAt', string | null>;

/** The datetime-local input's format: minutes, no zone. */
export const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

/** A call made just now, by phone (the usual way), not yet read back. */
export const newCallback = (now = new Date()): CallbackFormValues => ({
  notifiedPerson: '',
  role: '',
  method: 'phone',
  readBack: false,
  notifiedAt: dayjs(now).format(DATETIME_LOCAL),
  notes: '',
});

/** The checks the API makes, in its words, before sending: who, their role, the read-back, a time not in the future. */
export function callbackErrors(values: CallbackFormValues, now = new Date()): CallbackFormErrors {
  const at = dayjs(values.notifiedAt);
  const validAt = values.notifiedAt.trim() !== '' && at.isValid();
  return {
    notifiedPerson: values.notifiedPerson.trim() ? null : S.notificationRequired,
    role: values.role.trim() ? null : S.notificationRequired,
    readBack: values.readBack ? null : S.readBackRequired,
    // the input has minutes only: a call this minute is not in the future
    notifiedAt: !validAt ? S.notifiedAtInvalid : at.isAfter(dayjs(now).endOf('minute')) ? S.notifiedAtFuture : null,
  };
}

export const hasCallbackErrors = (errors: CallbackFormErrors) => Object.values(errors).some(Boolean);

export function toCallbackPayload(values: CallbackFormValues): CriticalNotificationPayload {
  return {
    notified_person: values.notifiedPerson.trim(),
    role: values.role.trim(),
    method: values.method,
    read_back: values.readBack,
    notified_at: dayjs(values.notifiedAt).toISOString(),
    notes: values.notes.trim() || null,
  };
}
