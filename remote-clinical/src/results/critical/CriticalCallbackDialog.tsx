import { CRITICAL_NOTIFICATION_METHOD_LABELS, CRITICAL_NOTIFICATION_METHODS, RESULT_SAFETY_TEXTS as T, type CriticalNotificationMethod, type TestResultDetail } from '@lab/shared';
import { describedBy, FormField, useSubmit } from '@lab/shared/react';
import { Alert, Checkbox, Flex, Input, Modal, Select, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { recordCriticalNotification } from '../results-api';
import { callbackErrors, hasCallbackErrors, newCallback, toCallbackPayload, type CallbackFormErrors, type CallbackFormValues } from './callback-form';
import { CriticalValueList } from './CriticalValueList';
import { valuesToTell } from './values-to-tell';

const FORM_ID = 'critical-callback-form';
const IDS: Record<keyof CallbackFormErrors, string> = { notifiedPerson: 'callback-person', role: 'callback-role', readBack: 'callback-read-back', notifiedAt: 'callback-at' };
const NO_ERRORS: CallbackFormErrors = { notifiedPerson: null, role: null, readBack: null, notifiedAt: null };
const methodOptions = CRITICAL_NOTIFICATION_METHODS.map((m) => ({ value: m, label: CRITICAL_NOTIFICATION_METHOD_LABELS[m] }));

interface CriticalCallbackDialogProps {
  result: TestResultDetail;
  open: boolean;
  onClose(): void;
  onRecorded(result: TestResultDetail): void;
}

/** Records who was told of the critical values, how and when, and that they read them back. */
export function CriticalCallbackDialog({ result, open, onClose, onRecorded }: CriticalCallbackDialogProps) {
  const [values, setValues] = useState<CallbackFormValues>(() => newCallback());
  const [submitted, setSubmitted] = useState(false);
  const saving = useSubmit(async () => onRecorded(await recordCriticalNotification(result.id, toCallbackPayload(values))), T.callbackFailed);
  const errors = submitted ? callbackErrors(values) : NO_ERRORS;
  const set = <K extends keyof CallbackFormValues>(key: K, value: CallbackFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof CallbackFormErrors) => ({
    id: IDS[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(IDS[key], { error: errors[key] }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = callbackErrors(values);
    if (hasCallbackErrors(found)) {
      const first = (Object.keys(IDS) as (keyof CallbackFormErrors)[]).find((key) => found[key]);
      if (first) document.getElementById(IDS[first])?.focus();
      return;
    }
    void saving.submit();
  }

  return (
    <Modal
      open={open}
      title={T.callbackDialogTitle}
      onCancel={onClose}
      okText={T.saveCallback}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, loading: saving.busy }}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={T.callbackDialogTitle}>
        <Flex vertical gap={12}>
          <Typography.Text>{T.callbackDialogIntro}</Typography.Text>
          <CriticalValueList values={valuesToTell(result)} />
          <FormField id={IDS.notifiedPerson} label={T.notifiedPerson} required error={errors.notifiedPerson}>
            <Input {...field('notifiedPerson')} required autoComplete="off" maxLength={200} value={values.notifiedPerson} onChange={(e) => set('notifiedPerson', e.target.value)} />
          </FormField>
          <FormField id={IDS.role} label={T.notifiedRole} required hint={T.notifiedRoleHint} error={errors.role}>
            <Input
              {...field('role')}
              aria-describedby={describedBy(IDS.role, { hint: true, error: errors.role })}
              required
              autoComplete="off"
              maxLength={100}
              value={values.role}
              onChange={(e) => set('role', e.target.value)}
            />
          </FormField>
          <FormField id="callback-method" label={T.method} required>
            <Select<CriticalNotificationMethod> id="callback-method" value={values.method} onChange={(method) => set('method', method)} options={methodOptions} style={{ width: '100%' }} />
          </FormField>
          <FormField id={IDS.notifiedAt} label={T.notifiedAt} required error={errors.notifiedAt}>
            <Input {...field('notifiedAt')} type="datetime-local" required value={values.notifiedAt} onChange={(e) => set('notifiedAt', e.target.value)} />
          </FormField>
          <div>
            <Checkbox {...field('readBack')} checked={values.readBack} onChange={(e) => set('readBack', e.target.checked)}>
              {T.readBack}
            </Checkbox>
            {errors.readBack && (
              <Typography.Text type="danger" id={`${IDS.readBack}-error`} style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
                {errors.readBack}
              </Typography.Text>
            )}
          </div>
          <FormField id="callback-notes" label={T.notes}>
            <Input.TextArea id="callback-notes" rows={3} maxLength={2000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
          {saving.error && <Alert type="error" showIcon title={saving.error} />}
        </Flex>
      </form>
    </Modal>
  );
}
