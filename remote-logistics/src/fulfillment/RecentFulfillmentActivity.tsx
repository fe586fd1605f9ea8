import { formatDateTime, formatFulfillmentId, FULFILLMENT_RECENT_ACTIVITY, type FulfillmentActivity } from '@lab/shared';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { FulfillmentStatusTag } from '../common/fulfillment-badges';

interface RecentFulfillmentActivityProps {
  /** The list answer's recent_activity; undefined until the first answer. */
  activity: FulfillmentActivity[] | undefined;
  loading: boolean;
}

/** The list's recent-activity card: the first 5 entries, each linking to its request. */
export function RecentFulfillmentActivity({ activity, loading }: RecentFulfillmentActivityProps) {
  const entries = (activity ?? []).slice(0, FULFILLMENT_RECENT_ACTIVITY);
  return (
    <Card title="Recent activity">
      {loading && !activity ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent activity" />
      ) : (
        <ul aria-label="Recent activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ActivityEntry({ entry }: { entry: FulfillmentActivity }) {
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{entry.description}</Typography.Text>
        <Link to={`/fulfillment/${entry.fulfillment_request_id}`}>{formatFulfillmentId(entry.fulfillment_request_id)}</Link>
        {entry.status && <FulfillmentStatusTag status={entry.status} />}
      </Flex>
      <Typography.Text type="secondary">{[entry.user_name, formatDateTime(entry.created_at)].filter(Boolean).join(' · ')}</Typography.Text>
    </li>
  );
}
