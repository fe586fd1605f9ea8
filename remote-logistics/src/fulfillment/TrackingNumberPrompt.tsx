import { formatFulfillmentId, FULFILLMENT_MESSAGES, type FulfillmentDetail } from '@lab/shared';
import { describedBy, FormField, useSubmit } from '@lab/shared/react';
import { Alert, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import { updateFulfillmentStatus } from './fulfillment-api';
import type { ActionTarget } from './use-fulfillment-actions';

interface TrackingNumberPromptProps {
  request: ActionTarget;
  onClose(): void;
  onDispatched(changed: FulfillmentDetail): void;
}

/** Mark as Dispatched: asks for the tracking number (required, not blank) and, optionally, the kit barcode. */
export function TrackingNumberPrompt({ request, onClose, onDispatched }: TrackingNumberPromptProps) {
  const [trackingNumber, setTrackingNumber] = useState(request.tracking_number ?? '');
  const [barcode, setBarcode] = useState(request.barcode_number ?? '');
  const blank = trackingNumber.trim() === '';
  let changed: FulfillmentDetail | undefined;
  const dispatch = useSubmit(
    async () => (changed = await updateFulfillmentStatus(request.id, { status: 'dispatched', tracking_number: trackingNumber.trim(), barcodeNumber: barcode.trim() || undefined })),
    FULFILLMENT_MESSAGES.statusFailed,
  );

  async function confirm() {
    if (blank) return;
    if ((await dispatch.submit()) && changed) onDispatched(changed);
  }

  const hint = blank ? FULFILLMENT_MESSAGES.trackingRequired : undefined;
  return (
    <Modal
      open
      title={`Dispatch ${formatFulfillmentId(request.id)}`}
      okText="Mark as Dispatched"
      okButtonProps={{ disabled: blank }}
      confirmLoading={dispatch.busy}
      onOk={confirm}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        {dispatch.error && <Alert type="error" showIcon title={dispatch.error} />}
        <FormField id="dispatch-tracking-number" label={FULFILLMENT_MESSAGES.trackingPrompt} required hint={hint}>
          <Input
            id="dispatch-tracking-number"
            autoFocus
            value={trackingNumber}
            aria-required
            aria-describedby={describedBy('dispatch-tracking-number', { hint })}
            onChange={(e) => setTrackingNumber(e.target.value)}
            onPressEnter={confirm}
          />
        </FormField>
        <FormField id="dispatch-kit-barcode" label="Kit barcode (optional)">
          <Input id="dispatch-kit-barcode" value={barcode} onChange={(e) => setBarcode(e.target.value)} onPressEnter={confirm} />
        </FormField>
      </Flex>
    </Modal>
  );
}
