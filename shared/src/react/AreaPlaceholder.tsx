import { Card, Typography } from 'antd';

/** What an area page shows until its own issue builds it: its title, and the page within it. */
export function AreaPlaceholder({ title, page }: { title: string; page?: string }) {
  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      {page && <Typography.Paragraph type="secondary">{page}</Typography.Paragraph>}
      <Card>
        <Typography.Text type="secondary">This area is not built yet.</Typography.Text>
      </Card>
    </>
  );
}
