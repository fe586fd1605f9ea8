import type { NotificationStats } from '@lab/shared';
import { Card, Col, Row, Statistic } from 'antd';

const CARDS: { title: string; field: keyof NotificationStats }[] = [
  { title: 'Total', field: 'total_notifications' },
  { title: 'Successful', field: 'successful_notifications' },
  { title: 'Email Sent', field: 'email_notifications' },
  { title: 'SMS Sent', field: 'sms_notifications' },
];

/** The four counts over the log (GET /cms/notification-stats); a dash until they are there. */
export function NotificationStatCards({ stats }: { stats: NotificationStats | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ title, field }) => (
        <Col key={field} xs={12} md={6}>
          <Card size="small">
            <Statistic title={title} value={stats ? stats[field] : '—'} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
