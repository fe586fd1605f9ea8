import { channelsOf, type ReminderRuleFields } from '@lab/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { previewOf, smsCountText } from './reminder-display';

const PREVIEW_BOX = { background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Preview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={PREVIEW_BOX}>{children}</div>
    </Flex>
  );
}

/**
 * A rule's texts as a patient would read them, with sample data: the email subject and message
 * when the rule sends email, the SMS with its length and segments (of the template) when it sends SMS.
 */
export function ReminderPreviews({ rule }: { rule: ReminderRuleFields }) {
  const channels = channelsOf(rule.notification_channels);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Previews with sample data</Typography.Text>
      {channels.includes('email') && (
        <>
          <Preview label="Email subject preview">{previewOf(rule.subject_template)}</Preview>
          <Preview label="Email message preview">{previewOf(rule.message_template_email)}</Preview>
        </>
      )}
      {channels.includes('sms') && (
        <Preview label="SMS preview">
          {previewOf(rule.message_template_sms)}
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            Template length: <span>{smsCountText(rule.message_template_sms)}</span>
          </Typography.Text>
        </Preview>
      )}
    </Flex>
  );
}
