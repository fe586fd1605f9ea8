import { Empty } from 'antd';

/** What a card or tab shows when its period has nothing to show. */
export function NoData({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

/** The empty states' texts. */
export const NO_DATA = {
  testRequests: 'No test requests in this period',
  users: 'No user activity in this period',
  audit: 'No audited actions in this period',
  institutions: 'No institutions to show',
  clinicians: 'No clinicians at this institution',
  patientTests: 'No tests for this patient yet',
} as const;
