import { useSession } from '@lab/shared/client';
import { Typography } from 'antd';

/** Title and intro of the dashboard; its cards arrive with the dashboard issue. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <>
      <Typography.Title level={2}>{user.role === 'clinician' ? 'Clinical Dashboard' : 'Dashboard Overview'}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Welcome back, {user.first_name}. Here&apos;s what&apos;s happening with your lab operations.
      </Typography.Paragraph>
    </>
  );
}
