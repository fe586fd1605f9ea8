import { Flex, Pagination, Typography } from 'antd';
import { pagerText } from '../pagination';
import type { Pagination as PageFigures } from '../types';

/**
 * Under a list: 'Showing x to y of total results' and the page buttons, only when there is more
 * than one page, in every list the same way. Going to the next page passes where it starts (the
 * page's `next`), so a list of a million rows reads it in constant time; other pages are counted.
 */
export function ListPager({ pagination, onChange }: { pagination: PageFigures | null | undefined; onChange(page: number, after?: string): void }) {
  const text = pagerText(pagination);
  if (!text || !pagination) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Pagination current={pagination.page} pageSize={pagination.limit} total={pagination.total} showSizeChanger={false} onChange={(page) => onChange(page, page === pagination.page + 1 ? pagination.next : undefined)} />
    </Flex>
  );
}
