import { USER_ACTIVITY_LIMIT, type UserActivity } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Table, Typography } from 'antd';
import { NO_DATA, NoData } from '../NoData';
import { userActivityColumns } from './user-activity-columns';

const PAGE_SIZE = 20;

/** The User Activity tab: the most active users (at most USER_ACTIVITY_LIMIT, the API's cut) with what they did. */
export function UserActivityTab({ users }: { users: UserActivity[] }) {
  return (
    <SectionCard title="User Activity">
      {users.length === 0 ? (
        <NoData text={NO_DATA.users} />
      ) : (
        <>
          <Table<UserActivity>
            rowKey="id"
            size="small"
            scroll={{ x: 900 }}
            caption={<VisuallyHidden>User activity</VisuallyHidden>}
            columns={userActivityColumns}
            dataSource={users}
            pagination={users.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
          />
          {users.length >= USER_ACTIVITY_LIMIT && (
            <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
              Showing the {USER_ACTIVITY_LIMIT} most active users
            </Typography.Paragraph>
          )}
        </>
      )}
    </SectionCard>
  );
}
