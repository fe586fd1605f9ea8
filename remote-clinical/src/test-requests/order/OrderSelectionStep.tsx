import { TEST_REQUEST_MESSAGES as M, type InstitutionOption, type SessionUser } from '@lab/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { OrderHeadFields } from './OrderHeadFields';
import { QueuedTests } from './QueuedTests';
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

/** Step 1: the order's patient, institution and clinician, the test being drafted, the actions, and the tests queued so far. */
export function OrderSelectionStep({ user, order, editing, institutions, institutionLocked }: OrderSelectionStepProps) {
  const navigate = useNavigate();
  // a queued test taken back into the form: the form, above the queue, is where the user works now
  const testTitleRef = useRef<HTMLSpanElement>(null);
  const changing = order.editingQueued;
  const testTitle = editing ? 'Test' : changing !== null ? `Test ${changing} (editing)` : `Test ${order.queued + 1}`;

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
        <Card
          title={
            <span ref={testTitleRef} tabIndex={-1}>
              {testTitle}
            </span>
          }
          extra={order.queued > 0 && <Typography.Text type="secondary">{`${order.queued} queued`}</Typography.Text>}
        >
          <TestSelectionFields order={order} />
        </Card>
        <Card title="Test Details">
          <TestDetailsFields order={order} />
        </Card>
        {order.orderProblem && <Alert type="error" showIcon role="alert" title={order.orderProblem} />}
        <Flex justify="flex-end" gap={8} wrap>
          <Button htmlType="button" onClick={() => navigate('/patients')}>
            Cancel
          </Button>
          {changing !== null && (
            <Button htmlType="button" onClick={order.cancelEdit}>
              Cancel edit
            </Button>
          )}
          {!editing && (
            <Button htmlType="button" onClick={order.addTest}>
              {changing !== null ? `Update test ${changing}` : 'Add new test'}
            </Button>
          )}
          <Button type="primary" htmlType="submit">
            Confirm
          </Button>
        </Flex>
        {!editing && order.queued > 0 && <QueuedTests order={order} focusForm={() => testTitleRef.current?.focus()} />}
      </Flex>
    </form>
  );
}
