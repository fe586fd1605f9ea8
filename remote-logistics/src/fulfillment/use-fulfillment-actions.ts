import {
  canActOnFulfillment,
  formatFulfillmentId,
  FULFILLMENT_MESSAGES,
  fulfillmentMenu,
  type CreateFulfillmentPayload,
  type FulfillmentAction,
  type FulfillmentDetail,
  type FulfillmentSummary,
} from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { confirmAction } from '@lab/shared/react';
import { useState } from 'react';
import { assignFulfillment, createFulfillment, reopenFulfillment, updateFulfillmentStatus } from './fulfillment-api';

/** A request an action applies to: a list row, or the detail (which also knows the kit barcode). */
export type ActionTarget = FulfillmentSummary & { barcode_number?: string | null };

/** The outcome of the last action shown on the page: its failure, or the replacement made. */
export interface ActionNotice {
  type: 'success' | 'error';
  text: string;
  /** The replacement request just created. */
  created?: FulfillmentDetail;
}

/** A replacement of a cancelled request: the same test request, item, quantity and priority. */
export function replacementOf(request: FulfillmentSummary): CreateFulfillmentPayload {
  return {
    test_request_id: request.test_request_id,
    inventory_item_id: request.inventory_item_id,
    quantity_requested: request.quantity_requested,
    priority: request.priority,
    notes: `Replacement for ${formatFulfillmentId(request.id)}`,
    replaces_request_id: request.id,
  };
}

/**
 * The status menu's actions for the list and the detail: assign and simple steps
 * at once, dispatch through the tracking-number prompt, cancel, reopen and replace after a
 * confirmation. `onChanged` runs after every success with the request as the server answered it
 * (the detail shows it as is; the list loads again, since its tiles and filters depend on it).
 * After a replacement it gets the replaced request's id only: the new one is another request.
 */
export function useFulfillmentActions(onChanged: (changed?: FulfillmentDetail) => void) {
  const user = useSession((s) => s.user);
  const canAct = canActOnFulfillment(user);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [dispatching, setDispatching] = useState<ActionTarget | null>(null);
  const setError = (text: string | null) => setNotice(text ? { type: 'error', text } : null);

  async function runNow(action: () => Promise<FulfillmentDetail>, failure: string) {
    setNotice(null);
    try {
      onChanged(await action());
    } catch (error) {
      setError(errorText(error, failure));
    }
  }

  function start(action: FulfillmentAction, request: ActionTarget) {
    const fulfillmentId = formatFulfillmentId(request.id);
    let changed: FulfillmentDetail | undefined;
    const confirmed = { done: () => onChanged(changed), setError };
    switch (action) {
      case 'assign_to_me':
        void runNow(() => assignFulfillment(request.id, user!.id), FULFILLMENT_MESSAGES.assignFailed);
        return;
      case 'assigned':
      case 'delivered':
        void runNow(() => updateFulfillmentStatus(request.id, { status: action }), FULFILLMENT_MESSAGES.statusFailed);
        return;
      case 'dispatched':
        setNotice(null);
        setDispatching(request);
        return;
      case 'cancelled':
        confirmAction({
          ...confirmed,
          title: `Cancel ${fulfillmentId}?`,
          content: FULFILLMENT_MESSAGES.cancelConfirm,
          okText: 'Cancel Request',
          cancelText: 'Keep Request',
          action: async () => {
            changed = await updateFulfillmentStatus(request.id, { status: 'cancelled' });
          },
          failure: FULFILLMENT_MESSAGES.statusFailed,
        });
        return;
      case 'reopen':
        confirmAction({
          ...confirmed,
          title: `Reopen ${fulfillmentId}?`,
          content: FULFILLMENT_MESSAGES.reopenConfirm,
          okText: 'Reopen Request',
          danger: false,
          action: async () => {
            changed = await reopenFulfillment(request.id);
          },
          failure: FULFILLMENT_MESSAGES.reopenFailed,
        });
        return;
      case 'replace': {
        let created: FulfillmentDetail;
        confirmAction({
          title: `Replace ${fulfillmentId}?`,
          content: FULFILLMENT_MESSAGES.replaceConfirm,
          okText: 'Create Replacement',
          danger: false,
          action: async () => {
            created = await createFulfillment(replacementOf(request));
          },
          done: () => {
            setNotice({ type: 'success', text: FULFILLMENT_MESSAGES.replaced, created });
            onChanged();
          },
          setError,
          failure: FULFILLMENT_MESSAGES.replaceFailed,
        });
        return;
      }
    }
  }

  return {
    /** The status actions a request's menu offers this user: none without the fulfillment role. */
    menu: (request: Pick<FulfillmentSummary, 'status' | 'test_request_status'>): FulfillmentAction[] => (canAct ? fulfillmentMenu(request.status, request.test_request_status) : []),
    start,
    notice,
    clearNotice: () => setNotice(null),
    /** The request whose tracking number is being asked for. */
    dispatching,
    closeDispatch: () => setDispatching(null),
    dispatched: (changed: FulfillmentDetail) => {
      setDispatching(null);
      onChanged(changed);
    },
  };
}

export type FulfillmentActions = ReturnType<typeof useFulfillmentActions>;
