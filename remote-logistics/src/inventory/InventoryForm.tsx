import { CMS_MESSAGES, generateSku, INVENTORY_CATEGORIES, INVENTORY_MESSAGES, type InventoryCategory, type InventoryItemDetail } from '@lab/shared';
import { describedBy, FormField, useSubmit } from '@lab/shared/react';
import { Alert, Button, Card, Col, DatePicker, Flex, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { createItem, updateItem } from './inventory-api';
import { canSubmit, initialValues, requiredError, toPayload, type InventoryFormValues, type RequiredField } from './inventory-form-values';
import type { InventoryFormStart } from './use-inventory-form-load';

interface InventoryFormProps {
  start: InventoryFormStart;
  choosesInstitution: boolean;
  onCancel(): void;
  onSaved(item: InventoryItemDetail): void;
}

const GLOBAL = 'global';
const ISO_DATE = 'YYYY-MM-DD';
const categoryOptions = INVENTORY_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The item form: name, SKU (with Generate SKU), PO number required; dates sent as YYYY-MM-DD; the institution for super_admin only. */
export function InventoryForm({ start, choosesInstitution, onCancel, onSaved }: InventoryFormProps) {
  const { item } = start;
  const [values, setValues] = useState(() => initialValues(item));
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  const [skuError, setSkuError] = useState<string | null>(null);
  const saving = useSubmit(async (v: InventoryFormValues) => {
    const payload = toPayload(v, choosesInstitution);
    onSaved(item ? await updateItem(item.id, payload) : await createItem(payload));
  }, INVENTORY_MESSAGES.saveFailed);

  const set = <K extends keyof InventoryFormValues>(key: K, value: InventoryFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errorOf = (field: RequiredField) => (touched[field] ? requiredError(values, field) : null);
  const touch = (field: RequiredField) => setTouched((t) => ({ ...t, [field]: true }));

  function makeSku() {
    const sku = generateSku(values.item_name, values.category);
    setSkuError(sku ? null : INVENTORY_MESSAGES.skuNeeds);
    if (sku) set('item_sku', sku);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit(values)) void saving.submit(values);
  }

  const locationOptions = start.locations.map((l) => ({ value: l.name, label: l.name }));
  if (values.location && !locationOptions.some((o) => o.value === values.location)) locationOptions.unshift({ value: values.location, label: values.location });
  const institutionOptions = [{ value: GLOBAL, label: CMS_MESSAGES.global }, ...start.institutions.map((i) => ({ value: String(i.id), label: i.name }))];
  if (item?.institution_id && !start.institutions.some((i) => i.id === item.institution_id)) {
    institutionOptions.push({ value: String(item.institution_id), label: item.institution_name ?? `Institution ${item.institution_id}` });
  }

  const text = (field: RequiredField, id: string, label: string) => {
    const error = errorOf(field);
    return (
      <FormField id={id} label={label} required error={error}>
        <Input
          id={id}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          status={error ? 'error' : undefined}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          onBlur={() => touch(field)}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} aria-label={item ? 'Edit inventory item' : 'New inventory item'} noValidate>
      <Flex vertical gap={16}>
        <Card title="Item">
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              {text('item_name', 'item-name', 'Item Name')}
            </Col>
            <Col xs={24} md={12}>
              <FormField id="item-sku" label="SKU" required error={skuError ?? errorOf('item_sku')}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    id="item-sku"
                    required
                    aria-invalid={skuError || errorOf('item_sku') ? true : undefined}
                    aria-describedby={describedBy('item-sku', { error: skuError ?? errorOf('item_sku') })}
                    value={values.item_sku}
                    onChange={(e) => set('item_sku', e.target.value)}
                    onBlur={() => touch('item_sku')}
                  />
                  <Button onClick={makeSku}>Generate SKU</Button>
                </Space.Compact>
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField id="item-description" label="Description">
                <Input.TextArea id="item-description" rows={3} value={values.item_description} onChange={(e) => set('item_description', e.target.value)} />
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField id="item-category" label="Category" required>
                <Select<InventoryCategory> id="item-category" value={values.category} onChange={(c) => set('category', c)} options={categoryOptions} style={{ width: '100%' }} />
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField id="item-location" label="Location">
                <Select<string>
                  id="item-location"
                  allowClear
                  placeholder="Select a storage location"
                  value={values.location ?? undefined}
                  onChange={(l) => set('location', l ?? null)}
                  options={locationOptions}
                  style={{ width: '100%' }}
                />
              </FormField>
            </Col>
            {choosesInstitution && (
              <Col xs={24} md={12}>
                <FormField id="item-institution" label="Institution" hint="Global items are the provider's stock">
                  <Select<string>
                    id="item-institution"
                    aria-describedby={describedBy('item-institution', { hint: true })}
                    value={values.institution_id === null ? GLOBAL : String(values.institution_id)}
                    onChange={(v) => set('institution_id', v === GLOBAL ? null : Number(v))}
                    options={institutionOptions}
                    style={{ width: '100%' }}
                  />
                </FormField>
              </Col>
            )}
          </Row>
        </Card>

        <Card title="Stock and Purchase">
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <FormField id="item-quantity" label="Quantity Available" required>
                <InputNumber<number> id="item-quantity" required min={0} precision={0} value={values.quantity_available} onChange={(n) => set('quantity_available', n)} style={{ width: '100%' }} />
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField id="item-threshold" label="Minimum Threshold" required>
                <InputNumber<number> id="item-threshold" required min={0} precision={0} value={values.minimum_threshold} onChange={(n) => set('minimum_threshold', n)} style={{ width: '100%' }} />
              </FormField>
            </Col>
            <Col xs={24} md={8}>
              {text('po_number', 'item-po', 'PO Number')}
            </Col>
            <Col xs={24} md={8}>
              <FormField id="item-purchase-date" label="Purchase Date">
                <DatePicker
                  id="item-purchase-date"
                  format={ISO_DATE}
                  value={values.purchase_date ? dayjs(values.purchase_date) : null}
                  onChange={(d) => set('purchase_date', d ? d.format(ISO_DATE) : null)}
                  style={{ width: '100%' }}
                />
              </FormField>
            </Col>
            <Col xs={24} md={8}>
              <FormField id="item-received-date" label="Received Date">
                <DatePicker
                  id="item-received-date"
                  format={ISO_DATE}
                  value={values.received_date ? dayjs(values.received_date) : null}
                  onChange={(d) => set('received_date', d ? d.format(ISO_DATE) : null)}
                  style={{ width: '100%' }}
                />
              </FormField>
            </Col>
          </Row>
        </Card>

        {saving.error && <Alert type="error" showIcon title={saving.error} />}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={!canSubmit(values)} loading={saving.busy}>
            Save Item
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
