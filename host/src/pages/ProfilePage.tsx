import { Typography } from 'antd';

/** Placeholder until the profile issue builds the page. */
export function ProfilePage() {
  return <Typography.Title level={2}>Profile Settings</Typography.Title>;
}
