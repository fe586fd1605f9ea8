import { formatFulfillmentId } from '@lab/shared';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { FulfillmentActions } from './use-fulfillment-actions';

/** The last action's outcome above the page: its failure, or the replacement just created (with a link to it). */
export function FulfillmentActionNotice({ actions }: { actions: FulfillmentActions }) {
  const { notice } = actions;
  if (!notice) return null;
  const created = notice.created;
  return (
    <Alert
      type={notice.type}
      showIcon
      closable
      title={notice.text}
      description={created && <Link to={`/fulfillment/${created.id}`}>{`Open ${formatFulfillmentId(created.id)}`}</Link>}
      onClose={actions.clearNotice}
    />
  );
}
