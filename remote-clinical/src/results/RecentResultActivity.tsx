import { formatDateTime, formatResultId, RESULT_MESSAGES, RESULT_RECENT_ACTIVITY, type ResultActivity, type ResultActivityResponse } from '@lab/shared';
import type { LoadedData } from '@lab/shared/react';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ResultStatusTag } from './result-badges';
import { requestPatientName } from '../common/people';

/** The list's recent-activity card: the latest entries, entered, reviewed, finalised or amended. */
export function RecentResultActivity({ load: { data, loading, error } }: { load: LoadedData<ResultActivityResponse> }) {
  const entries = (data?.activity ?? []).slice(0, RESULT_RECENT_ACTIVITY);

  return (
    <Card title="Recent activity">
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ? RESULT_MESSAGES.activityUnavailable : 'No recent activity'} />
      ) : (
        <ul aria-label="Recent activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <ActivityEntry key={`${entry.result_id}-${entry.at}-${entry.description}`} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ActivityEntry({ entry }: { entry: ResultActivity }) {
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{entry.description}</Typography.Text>
        <Link to={`/results/${entry.result_id}`}>{formatResultId(entry.result_id)}</Link>
        <ResultStatusTag status={entry.status} />
      </Flex>
      <div>{`${entry.test_name} · ${requestPatientName(entry)}`}</div>
      <Typography.Text type="secondary">{[entry.user_name, formatDateTime(entry.at)].filter(Boolean).join(' · ')}</Typography.Text>
    </li>
  );
}
