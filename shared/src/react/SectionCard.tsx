import { Card, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/** A card that is a page's section: a region named by its heading (h3 under the page's h2). */
export function SectionCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      extra={extra}
      style={{ height: '100%' }}
      title={
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}
