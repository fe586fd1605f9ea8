import { INVENTORY_MESSAGES, type InventoryItem, type InventoryItemDetail } from '@lab/shared';
import { describedBy, FormField, useSubmit } from '@lab/shared/react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { parseAdjustment } from './adjustment';
import { adjustItem } from './inventory-api';

interface AdjustQuantityDialogProps {
  item: InventoryItem;
  /** 'Adjust Quantity' on the detail; the quick adjustment's label from the list. */
  title?: string;
  /** A quick adjustment's amount and reason, to start from. */
  initial?: { adjustment: number; reason: string };
  /** Shown when the amount or the reason is missing. */
  missingMessage?: string;
  /** After the API took the adjustment, with the item it answered. */
  onAdjusted(item: InventoryItemDetail): void;
  onCancel(): void;
}

/**
 * Adjusts an item's stock: a nonzero whole amount (negative removes) and a
 * reason, both required; previews the new quantity while the amount is typed. The list's quick
 * adjustments open it pre-filled.
 */
export function AdjustQuantityDialog({ item, title = 'Adjust Quantity', initial, missingMessage = INVENTORY_MESSAGES.adjustBoth, onAdjusted, onCancel }: AdjustQuantityDialogProps) {
  const [amountText, setAmountText] = useState(initial ? String(initial.adjustment) : '');
  const [reason, setReason] = useState(initial?.reason ?? '');
  const saving = useSubmit(async (adjustment: number, why: string) => onAdjusted(await adjustItem(item.id, { adjustment, reason: why })), INVENTORY_MESSAGES.adjustFailed);
  const amount = parseAdjustment(amountText);

  function submit() {
    if (amount === null || !reason.trim()) {
      saving.setError(missingMessage);
      return;
    }
    void saving.submit(amount, reason.trim());
  }

  return (
    <Modal open title={`${title}: ${item.item_name}`} okText="Adjust" cancelText="Cancel" okButtonProps={{ loading: saving.busy }} onOk={submit} onCancel={onCancel}>
      <Flex vertical gap={12}>
        <Typography.Text>{`Current quantity: ${item.quantity_available}`}</Typography.Text>
        <FormField id="adjust-amount" label="Adjustment amount" required hint="Positive adds stock, negative removes it">
          <Input
            id="adjust-amount"
            inputMode="numeric"
            required
            autoFocus
            aria-describedby={describedBy('adjust-amount', { hint: true })}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            onPressEnter={submit}
          />
        </FormField>
        <FormField id="adjust-reason" label="Reason" required>
          <Input id="adjust-reason" required value={reason} onChange={(e) => setReason(e.target.value)} onPressEnter={submit} />
        </FormField>
        <div role="status">{amount !== null && <Typography.Text strong>{`New quantity: ${item.quantity_available + amount}`}</Typography.Text>}</div>
        {saving.error && <Alert type="error" showIcon title={saving.error} />}
      </Flex>
    </Modal>
  );
}
