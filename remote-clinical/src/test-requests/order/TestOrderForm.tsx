import { isClinician, type SessionUser } from '@lab/shared';
import { Steps } from 'antd';
import { OrderCheckoutStep } from './OrderCheckoutStep';
import { OrderSelectionStep } from './OrderSelectionStep';
import type { OrderFormStart } from './use-order-form-load';
import { useOrderSubmit } from './use-order-submit';
import { useTestOrder } from './use-test-order';

interface TestOrderFormProps {
  user: SessionUser;
  /** The request being edited; undefined for a new order. */
  editId?: string;
  start: OrderFormStart;
}

/** The two steps of the order form: selection, then checkout. */
export function TestOrderForm({ user, editId, start }: TestOrderFormProps) {
  const editing = editId !== undefined;
  const order = useTestOrder({ user, editing, locked: start.identityLocked, initialHead: start.head, initialDraft: start.draft });
  const submission = useOrderSubmit({
    user,
    editId,
    head: order.head,
    tests: order.tests,
    cliniciansExist: !isClinician(user) && order.clinicians.data.length > 0,
  });

  return (
    <>
      <Steps current={order.step - 1} items={[{ title: 'Select tests' }, { title: 'Checkout' }]} />
      {order.step === 1 ? (
        <OrderSelectionStep user={user} order={order} editing={editing} institutions={start.institutions} institutionLocked={start.institutionLocked} />
      ) : (
        <OrderCheckoutStep user={user} order={order} submission={submission} editing={editing} institutions={start.institutions} />
      )}
    </>
  );
}
