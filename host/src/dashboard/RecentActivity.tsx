import { CheckCircleOutlined, ExperimentOutlined, SendOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { activityDescription, activityStatusStyle, activityTypeLabel } from '@lab/shared';
import { Avatar, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { ActivityItem } from './dashboard-api';

const ICONS: Record<string, ReactNode> = {
  test_request: <ExperimentOutlined />,
  result: <CheckCircleOutlined />,
  patient: <UserOutlined />,
  fulfillment: <SendOutlined />,
  system: <SettingOutlined />,
};

interface Props {
  items: ActivityItem[];
  loading: boolean;
  showPeople: boolean;
  /** The super_admin filter, placed in the card's header. */
  filter?: ReactNode;
}

export function RecentActivity({ items, loading, showPeople, filter }: Props) {
  return (
    <Card title="Recent Activity" extra={filter}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty description="No recent activity" />
      ) : (
        <section aria-label="Recent activity">
          <List
            dataSource={items.slice(0, 8)}
            renderItem={(item) => {
              const style = activityStatusStyle(item.status);
              return (
                <List.Item>
                  <List.Item.Meta
                    avatar={<Avatar icon={ICONS[item.type] ?? ICONS.system} style={{ background: '#e6f4ff', color: '#1677ff' }} />}
                    title={activityDescription(item.type, item.description)}
                    description={
                      <Flex gap={8} wrap align="center">
                        <Tag color={style.color}>{style.label}</Tag>
                        <Typography.Text type="secondary">{activityTypeLabel(item.type)}</Typography.Text>
                        <Typography.Text type="secondary">{dayjs(item.created_at).format('MMM D, YYYY, HH:mm')}</Typography.Text>
                        {showPeople && item.user_name && <Typography.Text type="secondary">by {item.user_name}</Typography.Text>}
                        {showPeople && item.institution_name && <Typography.Text type="secondary">{item.institution_name}</Typography.Text>}
                      </Flex>
                    }
                  />
                </List.Item>
              );
            }}
          />
        </section>
      )}
    </Card>
  );
}
