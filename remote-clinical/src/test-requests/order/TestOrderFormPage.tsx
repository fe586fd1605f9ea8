import { canOrderTests, formatRequestId, TEST_REQUEST_MESSAGES as M, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader } from '@lab/shared/react';
import { Flex, Result } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { OrderLoadFallback } from './OrderLoadFallback';
import { TestOrderForm } from './TestOrderForm';
import { useOrderFormLoad } from './use-order-form-load';

/** The test order form: /tests/new (optionally ?patient_id=N) and /tests/{id}/edit. */
export function TestOrderFormPage() {
  const user = useSession((s) => s.user);
  if (!user || !canOrderTests(user)) return <Result status="403" title={M.accessDenied} extra={<BackLink to="/tests" plain>Back to Test Requests</BackLink>} />;
  return <TestOrderLoader user={user} />;
}

function TestOrderLoader({ user }: { user: SessionUser }) {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const load = useOrderFormLoad(user, id, id ? null : searchParams.get('patient_id'));
  if (load.state !== 'ready') return <OrderLoadFallback load={load} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={id ? 'Edit Test Request' : 'New Test Request'}
        subtitle={id ? formatRequestId(id) : 'Choose the patient and the tests, then confirm the order'}
      />
      <TestOrderForm key={id ?? 'new'} user={user} editId={id} start={load.data} />
    </Flex>
  );
}
