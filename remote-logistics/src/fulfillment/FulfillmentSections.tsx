import { canAccess, formatDateTime, formatFulfillmentId, formatPhone, formatRequestId, type FulfillmentDetail, type SessionUser } from '@lab/shared';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FulfillmentPriorityTag, FulfillmentStatusTag } from '../common/fulfillment-badges';
import { dash, person } from '../common/people';
import { patientAddressLines } from './patient-address';

interface SectionProps {
  request: FulfillmentDetail;
}

const fulfillmentLink = (id: number) => <Link to={`/fulfillment/${id}`}>{formatFulfillmentId(id)}</Link>;
/** A link where the user may open the page, else the text alone. */
const linkIf = (allowed: boolean, to: string, text: string): ReactNode => (allowed ? <Link to={to}>{text}</Link> : text);

/** Lines kept as lines; '—' without any. */
function Lines({ lines, empty = '—' }: { lines: string[]; empty?: string }) {
  if (lines.length === 0) return <>{empty}</>;
  return <span style={{ whiteSpace: 'pre-line' }}>{lines.join('\n')}</span>;
}

export function RequestSection({ request, user }: SectionProps & { user: SessionUser }) {
  const requestId = formatRequestId(request.test_request_id);
  const items = [
    { key: 'id', label: 'Request ID', children: formatFulfillmentId(request.id) },
    { key: 'status', label: 'Status', children: <FulfillmentStatusTag status={request.status} /> },
    { key: 'priority', label: 'Priority', children: <FulfillmentPriorityTag priority={request.priority} /> },
    { key: 'quantity', label: 'Quantity', children: request.quantity_requested },
    { key: 'created', label: 'Created', children: formatDateTime(request.created_at) },
    { key: 'requested_by', label: 'Requested By', children: person(request.requested_by_name, request.requested_by_lastname) },
    { key: 'institution', label: 'Institution', children: dash(request.institution_name) },
    { key: 'test', label: 'Test', children: dash(request.test_name) },
    { key: 'test_request', label: 'Test Request', children: linkIf(canAccess(user, 'tests'), `/tests/${request.test_request_id}`, requestId) },
    ...(request.replaces_request_id ? [{ key: 'replaces', label: 'Replaces', children: fulfillmentLink(request.replaces_request_id) }] : []),
    ...(request.replaced_by_request_id ? [{ key: 'replaced_by', label: 'Replaced By', children: fulfillmentLink(request.replaced_by_request_id) }] : []),
  ];
  return (
    <Card title="Request">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}

export function PatientSection({ request }: SectionProps) {
  const { patient } = request;
  const items = [
    { key: 'name', label: 'Name', children: person(patient.first_name, patient.last_name) },
    { key: 'mrn', label: 'MRN', children: dash(request.medical_record_number) },
    { key: 'phone', label: 'Phone', children: patient.phone ? formatPhone(patient.phone) : '—' },
    { key: 'email', label: 'Email', children: dash(patient.email) },
    { key: 'address', label: 'Address', children: <Lines lines={patientAddressLines(patient)} /> },
  ];
  return (
    <Card title="Patient">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function ItemSection({ request, user }: SectionProps & { user: SessionUser }) {
  const items = [
    { key: 'name', label: 'Item', children: linkIf(canAccess(user, 'inventory'), `/inventory/${request.inventory_item_id}`, request.item_name) },
    { key: 'sku', label: 'SKU', children: request.item_sku },
    { key: 'description', label: 'Description', children: dash(request.item_description) },
    { key: 'location', label: 'Location', children: dash(request.location) },
  ];
  return (
    <Card title="Item">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function ShippingSection({ request }: SectionProps) {
  const items = [
    { key: 'assigned_to', label: 'Assigned To', children: request.assigned_to_name ? person(request.assigned_to_name, request.assigned_to_lastname) : 'Unassigned' },
    { key: 'tracking', label: 'Tracking Number', children: dash(request.tracking_number) },
    { key: 'barcode', label: 'Kit Barcode', children: dash(request.barcode_number) },
    { key: 'dispatched', label: 'Dispatch Date', children: formatDateTime(request.dispatch_date) },
    { key: 'delivered', label: 'Delivery Date', children: formatDateTime(request.delivery_date) },
  ];
  return (
    <Card title="Shipping">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function NotesSection({ request }: SectionProps) {
  const notes = request.notes?.trim();
  return (
    <Card title="Notes">
      {notes ? <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{notes}</Typography.Paragraph> : <Typography.Text type="secondary">No notes</Typography.Text>}
    </Card>
  );
}
