import { INTERFACE_SCREEN_TEXTS as TEXTS, ORDER_MESSAGE_TYPES, type OrderMessageType } from '@lab/shared';
import { FormField } from '@lab/shared/react';
import { Flex, Input, Select, Typography } from 'antd';
import type { InstrumentFormValues } from './instrument-form';

type OrderValues = Pick<InstrumentFormValues, 'order_host' | 'order_port' | 'order_message'>;

interface OrderAddressFieldsProps {
  values: OrderValues;
  set(patch: Partial<OrderValues>): void;
  /** A super_admin edits them; everyone else reads them (canEditOrderAddress). */
  editable: boolean;
}

const HOST = 'instrument-order-host';
const PORT = 'instrument-order-port';
const MESSAGE = 'instrument-order-message';
/** One explanation under the three fields, read with each of them. */
const HINT = 'instrument-order-address-hint';
const messageOptions = ORDER_MESSAGE_TYPES.map((t) => ({ value: t, label: t }));

/**
 * Where the portal sends this instrument's orders (MLLP) and in which message. Read-only text for
 * who may not set it, rather than disabled controls, whose grey falls short of AA contrast; the
 * explanation says why it is fixed.
 */
export function OrderAddressFields({ values, set, editable }: OrderAddressFieldsProps) {
  const hint = editable ? TEXTS.orderAddressHint : TEXTS.orderAddressFixed;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ marginBottom: 6, padding: 0 }}>
        <Typography.Text strong>Order address</Typography.Text>
      </legend>
      <Flex gap={12} wrap>
        <div style={{ flex: '2 1 220px' }}>
          <FormField id={HOST} label="Order host">
            <Input
              id={HOST}
              readOnly={!editable}
              maxLength={253}
              placeholder={editable ? '192.168.10.20' : TEXTS.noOrders}
              aria-describedby={HINT}
              value={values.order_host}
              onChange={(e) => set({ order_host: e.target.value })}
            />
          </FormField>
        </div>
        <div style={{ flex: '1 1 110px' }}>
          <FormField id={PORT} label="Order port">
            <Input
              id={PORT}
              readOnly={!editable}
              type={editable ? 'number' : 'text'}
              min={1}
              max={65535}
              step={1}
              inputMode="numeric"
              aria-describedby={HINT}
              value={values.order_port}
              onChange={(e) => set({ order_port: e.target.value })}
            />
          </FormField>
        </div>
        <div style={{ flex: '1 1 150px' }}>
          <FormField id={MESSAGE} label="Order message type">
            {editable ? (
              <Select<OrderMessageType> id={MESSAGE} aria-describedby={HINT} value={values.order_message} onChange={(order_message) => set({ order_message })} options={messageOptions} style={{ width: '100%' }} />
            ) : (
              <Input id={MESSAGE} readOnly aria-describedby={HINT} value={values.order_message} />
            )}
          </FormField>
        </div>
      </Flex>
      <Typography.Text type="secondary" id={HINT} style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </fieldset>
  );
}
