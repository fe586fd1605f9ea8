import { canViewMonitoring, MONITORING_PATHS, REMINDER_MESSAGES, type DataEnvelope, type NotificationHealth, type SessionUser } from '@lab/shared';
import { apiClient } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';

async function fetchTransports(): Promise<NotificationHealth> {
  const { data } = await apiClient.get<DataEnvelope<NotificationHealth>>(MONITORING_PATHS.notificationHealth);
  return data.data;
}

/**
 * For whoever watches the reminders: a warning while email or SMS cannot deliver (no carrier
 * configured, or one that refuses), so nobody believes patients are being told when they are not.
 */
export function TransportWarning({ user }: { user: SessionUser }) {
  return canViewMonitoring(user) ? <TransportCheck /> : null;
}

function TransportCheck() {
  const { data } = useLoadedData(fetchTransports, []);
  const down = data ? [data.services.email, data.services.sms].filter((service) => !service.isValid) : [];
  if (down.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={REMINDER_MESSAGES.transportsDown}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {down.map((service) => (
            <li key={service.message}>{service.message}</li>
          ))}
        </ul>
      }
      action={<Link to="/cms/cron-monitoring">Cron monitoring</Link>}
    />
  );
}
