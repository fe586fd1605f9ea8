import { TEST_REQUEST_MESSAGES as M, type InstitutionOption, type SessionUser } from '@lab/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { OrderHeadFields } from './OrderHeadFields';
import { TestDetailsFields } from './TestDetailsFields';
import { TestSelectionFields } from './TestSelectionFields';
import type { TestOrder } from './use-test-order';

interface OrderSelectionStepProps {
  user: SessionUser;
  order: TestOrder;
  editing: boolean;
  institutions: InstitutionOption[];
  institutionLocked: boolean;
}

/** Step 1: the order's patient, institution and clinician, the test being drafted, and the actions. */
export function OrderSelectionStep({ user, order, editing, institutions, institutionLocked }: OrderSelectionStepProps) {
  const navigate = useNavigate();
  return (
    <form
      noValidate
      aria-label={editing ? 'Edit test request' : 'New test order'}
      onSubmit={(e) => {
        e.preventDefault();
        order.confirm();
      }}
    >
      <Flex vertical gap={16}>
        {order.locked && <Alert type="info" showIcon title={M.resultLocked} />}
        <Card title="Patient and Institution">
          <OrderHeadFields user={user} order={order} institutions={institutions} institutionLocked={institutionLocked || order.queued > 0} />
        </Card>
        <Card title={editing ? 'Test' : `Test ${order.queued + 1}`} extra={order.queued > 0 && <Typography.Text type="secondary">{`${order.queued} queued`}</Typography.Text>}>
          <TestSelectionFields order={order} />
        </Card>
        <Card title="Test Details">
          <TestDetailsFields order={order} />
        </Card>
        <Flex justify="flex-end" gap={8} wrap>
          <Button htmlType="button" onClick={() => navigate('/patients')}>
            Cancel
          </Button>
          {!editing && (
            <Button htmlType="button" onClick={order.addTest}>
              Add new test
            </Button>
          )}
          <Button type="primary" htmlType="submit">
            Confirm
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
