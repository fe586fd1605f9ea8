import { formatDateTime, formatFulfillmentId, formatRequestId, type FulfillmentSummary } from '@lab/shared';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '@lab/shared/react';
import { Link } from 'react-router-dom';
import { FulfillmentPriorityTag, FulfillmentStatusTag } from '../common/fulfillment-badges';
import { person, requestPatientName } from '../common/people';
import { FulfillmentActionsMenu } from './FulfillmentActionsMenu';
import type { FulfillmentActions } from './use-fulfillment-actions';

/**
 * The fulfillment table; each row's menu offers View and what its status allows. Widths are what
 * each column needs, so all fit a laptop's 1366 px; `responsive` keeps a phone to the request (a
 * link to everything else), its patient and its status.
 */
export function fulfillmentColumns(actions: FulfillmentActions, view: (request: FulfillmentSummary) => void): TableColumnsType<FulfillmentSummary> {
  return [
    {
      title: 'ID / Test Request',
      key: 'id',
      width: 110,
      render: (_, r) => <TwoLines first={<Link to={`/fulfillment/${r.id}`}>{formatFulfillmentId(r.id)}</Link>} second={formatRequestId(r.test_request_id)} />,
    },
    { title: 'Patient', key: 'patient', width: 115, render: (_, r) => <TwoLines first={requestPatientName(r)} second={r.medical_record_number ?? '—'} /> },
    { title: 'Item', key: 'item', width: 150, responsive: ['md'], render: (_, r) => <TwoLines first={r.item_name} second={r.item_sku} /> },
    { title: 'Qty', dataIndex: 'quantity_requested', key: 'quantity', width: 50, align: 'right', responsive: ['md'] },
    { title: 'Priority', key: 'priority', width: 85, responsive: ['lg'], render: (_, r) => <FulfillmentPriorityTag priority={r.priority} /> },
    { title: 'Status', key: 'status', width: 90, render: (_, r) => <FulfillmentStatusTag status={r.status} /> },
    {
      title: 'Assigned To / Tracking',
      key: 'assigned_to',
      width: 150,
      responsive: ['xl'],
      render: (_, r) => <TwoLines first={r.assigned_to_name ? person(r.assigned_to_name, r.assigned_to_lastname) : 'Unassigned'} second={r.tracking_number ?? '—'} />,
    },
    { title: 'Created', key: 'created', width: 105, responsive: ['xl'], render: (_, r) => formatDateTime(r.created_at) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 105,
      responsive: ['sm'],
      render: (_, r) => (
        <FulfillmentActionsMenu
          text="Actions"
          ariaLabel={`Actions for ${formatFulfillmentId(r.id)}`}
          size="small"
          actions={actions.menu(r)}
          onAction={(action) => actions.start(action, r)}
          onView={() => view(r)}
        />
      ),
    },
  ];
}
