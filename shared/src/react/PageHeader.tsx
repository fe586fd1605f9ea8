import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or controls on the right. */
  actions?: ReactNode;
  /** A way back (e.g. a 'Back to Patients' link button), above the title. */
  back?: ReactNode;
}

/** The top of a page: its title (the page's h2), a line under it, and its actions on the right. */
export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={16}>
      <div>
        {back}
        <Typography.Title level={2} style={{ margin: '0 0 4px' }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {actions}
    </Flex>
  );
}
