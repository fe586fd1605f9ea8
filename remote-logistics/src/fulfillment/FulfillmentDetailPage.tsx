import { canActOnFulfillment, formatFulfillmentId, hasDeliveryReport } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, BackLink, PageHeader, useLoadedData } from '@lab/shared/react';
import { Col, Flex, Row, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FulfillmentStatusTag } from '../common/fulfillment-badges';
import { requestPatientName } from '../common/people';
import { DeliveryReportButtons } from './DeliveryReportButtons';
import { fetchFulfillment } from './fulfillment-api';
import { FulfillmentActionNotice } from './FulfillmentActionNotice';
import { FulfillmentActionsMenu } from './FulfillmentActionsMenu';
import { FulfillmentLoadFallback } from './FulfillmentLoadFallback';
import { ItemSection, NotesSection, PatientSection, RequestSection, ShippingSection } from './FulfillmentSections';
import { TrackingNumberPrompt } from './TrackingNumberPrompt';
import { useFulfillmentActions } from './use-fulfillment-actions';

/** Fulfillment request detail (/fulfillment/{id}): its sections, the Update Status menu, the delivery report. */
export function FulfillmentDetailPage() {
  const { id } = useParams();
  const user = useSession((s) => s.user)!;
  const load = useLoadedData(() => fetchFulfillment(id!), [id]);
  // a step answers the request as it now is; a replacement names another request, so the page loads again
  const actions = useFulfillmentActions((changed) => (changed ? load.setData(changed) : load.reload()));
  const [reportError, setReportError] = useState<string | null>(null);
  const request = load.data;

  // a request of another page (a replacement link followed) is not shown while this one loads
  if (!request || String(request.id) !== id || (load.error && !load.loading)) return <FulfillmentLoadFallback error={load.error} />;

  const showsReport = hasDeliveryReport(request.status) && canActOnFulfillment(user);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to="/fulfillment">Back to Fulfillment</BackLink>}
        title={formatFulfillmentId(request.id)}
        subtitle={
          <>
            <FulfillmentStatusTag status={request.status} /> {`${request.item_name} for ${requestPatientName(request)}`}
          </>
        }
        actions={
          <Space wrap>
            {showsReport && <DeliveryReportButtons request={request} setError={setReportError} />}
            <FulfillmentActionsMenu text="Update Status" actions={actions.menu(request)} onAction={(action) => actions.start(action, request)} />
          </Space>
        }
      />
      <FulfillmentActionNotice actions={actions} />
      <ActionError error={reportError} onClose={() => setReportError(null)} />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <RequestSection request={request} user={user} />
        </Col>
        <Col xs={24} xl={12}>
          <PatientSection request={request} />
        </Col>
        <Col xs={24} xl={12}>
          <ItemSection request={request} user={user} />
        </Col>
        <Col xs={24} xl={12}>
          <ShippingSection request={request} />
        </Col>
        <Col xs={24}>
          <NotesSection request={request} />
        </Col>
      </Row>
      {actions.dispatching && <TrackingNumberPrompt request={actions.dispatching} onClose={actions.closeDispatch} onDispatched={actions.dispatched} />}
    </Flex>
  );
}
