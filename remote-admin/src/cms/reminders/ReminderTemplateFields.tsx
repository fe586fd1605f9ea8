import { channelsOf, REMINDER_MESSAGES, REMINDER_PLACEHOLDERS, REMINDER_TEXT_LIMITS, SMS_SEGMENT_LENGTH, smsSegments, SUBJECT_ADVICE_LENGTH } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Input, Typography } from 'antd';
import { smsCountText } from './reminder-display';
import type { ReminderFormValues } from './reminder-form';

interface ReminderTemplateFieldsProps {
  values: ReminderFormValues;
  set(patch: Partial<ReminderFormValues>): void;
}

const PLACEHOLDERS_ID = 'reminder-placeholders';
const withPlaceholders = (id: string, hint?: unknown) => [PLACEHOLDERS_ID, describedBy(id, { hint })].filter(Boolean).join(' ');

/**
 * The texts of the channels the rule uses: the email subject (advice past 50
 * characters) and message, the SMS with its live length and segments (a warning past 160), and
 * the placeholders they may hold.
 */
export function ReminderTemplateFields({ values, set }: ReminderTemplateFieldsProps) {
  const channels = channelsOf(values.notification_channels);
  const subjectAdvice = values.subject_template.length > SUBJECT_ADVICE_LENGTH ? REMINDER_MESSAGES.subjectAdvice : undefined;
  const sms = values.message_template_sms;
  const smsHint = smsCountText(sms);
  return (
    <>
      <Typography.Text type="secondary" id={PLACEHOLDERS_ID}>
        Placeholders the texts may use:{' '}
        {REMINDER_PLACEHOLDERS.map((p, i) => (
          <span key={p}>
            {i > 0 && ', '}
            <Typography.Text code>{`{${p}}`}</Typography.Text>
          </span>
        ))}
      </Typography.Text>
      {channels.includes('email') && (
        <>
          <FormField id="reminder-subject" label="Email Subject" required hint={subjectAdvice}>
            <Input
              id="reminder-subject"
              aria-required
              maxLength={REMINDER_TEXT_LIMITS.subject}
              aria-describedby={withPlaceholders('reminder-subject', subjectAdvice)}
              value={values.subject_template}
              onChange={(e) => set({ subject_template: e.target.value })}
            />
          </FormField>
          <FormField id="reminder-email-message" label="Email Message" required>
            <Input.TextArea
              id="reminder-email-message"
              aria-required
              rows={6}
              maxLength={REMINDER_TEXT_LIMITS.email}
              aria-describedby={PLACEHOLDERS_ID}
              value={values.message_template_email}
              onChange={(e) => set({ message_template_email: e.target.value })}
            />
          </FormField>
        </>
      )}
      {channels.includes('sms') && (
        <FormField id="reminder-sms-message" label="SMS Message" required hint={smsHint}>
          <Input.TextArea
            id="reminder-sms-message"
            aria-required
            rows={3}
            maxLength={REMINDER_TEXT_LIMITS.sms}
            aria-describedby={withPlaceholders('reminder-sms-message', smsHint)}
            value={sms}
            onChange={(e) => set({ message_template_sms: e.target.value })}
          />
        </FormField>
      )}
      {channels.includes('sms') && sms.length > SMS_SEGMENT_LENGTH && <Alert type="warning" showIcon role="status" title={REMINDER_MESSAGES.smsSplit(smsSegments(sms))} />}
    </>
  );
}
