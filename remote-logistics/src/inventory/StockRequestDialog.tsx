import { INVENTORY_MESSAGES, type InventoryItem } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The quantity typed, when it is a whole number of at least 1; null otherwise. */
export function validQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : null;
}

interface StockRequestDialogProps {
  /** The item asked for (the list mounts the dialog while one is asked for). */
  item: InventoryItem;
  busy: boolean;
  onConfirm(item: InventoryItem, quantity: number): void;
  onCancel(): void;
}

/** Request Item: asks how many units; Confirm is disabled until the quantity is a whole number of at least 1. */
export function StockRequestDialog({ item, busy, onConfirm, onCancel }: StockRequestDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const quantity = validQuantity(text);
  const error = touched && quantity === null ? INVENTORY_MESSAGES.validQuantity : null;

  function confirm() {
    if (quantity !== null && !busy) onConfirm(item, quantity);
  }

  return (
    <Modal
      open
      title={`Request ${item.item_name}`}
      okText="Confirm"
      cancelText="Cancel"
      okButtonProps={{ disabled: quantity === null, loading: busy }}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{`${item.item_sku} · ${item.quantity_available} in stock, minimum ${item.minimum_threshold}`}</Typography.Paragraph>
      <FormField id="stock-request-quantity" label="Quantity" required error={error}>
        <Input
          id="stock-request-quantity"
          inputMode="numeric"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('stock-request-quantity', { error })}
          status={error ? 'error' : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          onPressEnter={confirm}
        />
      </FormField>
    </Modal>
  );
}
