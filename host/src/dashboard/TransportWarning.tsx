import { canViewMonitoring, REMINDER_MESSAGES, type SessionUser } from '@lab/shared';
import { fetchNotificationHealth } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';

/**
 * For whoever watches the reminders: a warning while email or SMS cannot deliver (no carrier
 * configured, or one that refuses), so nobody believes patients are being told when they are not.
 */
export function TransportWarning({ user }: { user: SessionUser }) {
  return canViewMonitoring(user) ? <TransportCheck /> : null;
}

function TransportCheck() {
  const { data } = useLoadedData(fetchNotificationHealth, []);
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
