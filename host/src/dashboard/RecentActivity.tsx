import { CheckCircleOutlined, ExperimentOutlined, SendOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { activityDescription, activityStatusStyle, activityTypeLabel, formatDateTime, type ActivityItem } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';
import { Avatar, Card, Empty, Flex, List, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
  /** The provider-wide filter, placed in the card's header. */
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
                    avatar={<Avatar icon={ICONS[item.type] ?? ICONS.system} style={{ background: '#e6f4ff', color: '#0958d9' }} />}
                    title={item.link ? <Link to={item.link}>{activityDescription(item.type, item.description)}</Link> : activityDescription(item.type, item.description)}
                    description={
                      <Flex gap={8} wrap align="center">
                        <StatusTag tone={style.color}>{style.label}</StatusTag>
                        <Typography.Text type="secondary">{activityTypeLabel(item.type)}</Typography.Text>
                        <Typography.Text type="secondary">{formatDateTime(item.created_at)}</Typography.Text>
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
