import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A table cell's value over a smaller secondary line (an MRN, a SKU, a time). */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Flex vertical>
      <span>{first}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {second}
      </Typography.Text>
    </Flex>
  );
}
