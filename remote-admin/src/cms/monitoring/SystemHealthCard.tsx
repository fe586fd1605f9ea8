import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { NotificationHealth, ServiceHealth } from '@lab/shared';
import { SectionCard, StatusTag } from '@lab/shared/react';
import { Descriptions, Flex, Typography } from 'antd';
import { HEALTH_TONES, statusWord } from './monitoring-display';

const VALID_GREEN = '#237804';

/** A transport's check: a mark and the word (Valid/Invalid), then what the check said. */
function ServiceCheck({ service }: { service: ServiceHealth }) {
  return (
    <Flex vertical gap={2}>
      {/* antd's success green is 2.6:1 on white: a darker green (green-8, 6.9:1) for the word and its mark */}
      <Typography.Text type={service.isValid ? undefined : 'danger'} style={service.isValid ? { color: VALID_GREEN } : undefined} strong>
        {service.isValid ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />} {service.isValid ? 'Valid' : 'Invalid'}
      </Typography.Text>
      {service.message && <Typography.Text type="secondary">{service.message}</Typography.Text>}
    </Flex>
  );
}

/** System Health (GET /cron/notification-health): overall health, the two transports, the scheduler switch and the time zone. */
export function SystemHealthCard({ health }: { health: NotificationHealth }) {
  return (
    <SectionCard title="System Health">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'overall', label: 'Overall health', children: <StatusTag tone={HEALTH_TONES[health.overallHealth] ?? 'default'}>{statusWord(health.overallHealth)}</StatusTag> },
          { key: 'email', label: 'Email service', children: <ServiceCheck service={health.services.email} /> },
          { key: 'sms', label: 'SMS service', children: <ServiceCheck service={health.services.sms} /> },
          { key: 'scheduler', label: 'Scheduler enabled', children: health.environment.schedulerEnabled ? 'Yes' : 'No' },
          { key: 'timezone', label: 'Timezone', children: health.environment.timezone },
        ]}
      />
    </SectionCard>
  );
}
