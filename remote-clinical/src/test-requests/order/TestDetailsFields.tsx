import { earliestExpectedTestDay, TEST_PRIORITIES, type TestPriority } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Checkbox, Col, Input, Row, Select } from 'antd';
import { personName } from './order-api';
import type { TestDraft } from './order-draft';
import { usePartners } from './use-order-lookups';
import type { TestOrder } from './use-test-order';

const PRIORITY_LABELS: Record<TestPriority, string> = { normal: 'Normal', urgent: 'Urgent', stat: 'STAT' };
const priorityOptions = TEST_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));
const third = { xs: 24, md: 8 };

type TextField = 'department' | 'cmsPriority' | 'cmsStatus' | 'barcode';

/** The rest of a test: priority, expected date, barcode, department, CMS priority and status, notes, partner fulfillment. */
export function TestDetailsFields({ order }: { order: TestOrder }) {
  const { draft, update } = order;
  const partners = usePartners(draft.byPartner);

  const text = (field: TextField, id: string, label: string, maxLength: number, { required = false, disabled = false, error }: { required?: boolean; disabled?: boolean; error?: string } = {}) => (
    <FormField id={id} label={label} required={required} error={error}>
      <Input
        id={id}
        value={draft[field]}
        disabled={disabled}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        status={error ? 'error' : undefined}
        onChange={(e) => update({ [field]: e.target.value } as Partial<TestDraft>)}
      />
    </FormField>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col {...third}>
        <FormField id="order-priority" label="Priority">
          <Select<TestPriority> id="order-priority" value={draft.priority} onChange={(priority) => update({ priority })} options={priorityOptions} style={{ width: '100%' }} />
        </FormField>
      </Col>
      <Col {...third}>
        <FormField id="order-expected-date" label="Expected Test Date">
          <Input id="order-expected-date" type="date" min={earliestExpectedTestDay()} value={draft.expectedDate} onChange={(e) => update({ expectedDate: e.target.value })} />
        </FormField>
      </Col>
      <Col {...third}>{text('barcode', 'order-barcode', 'Barcode Number', 64, { required: true, disabled: order.locked, error: order.problems.barcode })}</Col>
      <Col {...third}>{text('department', 'order-department', 'Department', 100)}</Col>
      <Col {...third}>{text('cmsPriority', 'order-cms-priority', 'CMS Priority', 100)}</Col>
      <Col {...third}>{text('cmsStatus', 'order-cms-status', 'CMS Status', 100)}</Col>
      <Col xs={24}>
        <FormField id="order-notes" label="Notes">
          <Input.TextArea id="order-notes" rows={3} maxLength={2000} value={draft.notes} onChange={(e) => update({ notes: e.target.value })} />
        </FormField>
      </Col>
      <Col xs={24} md={8}>
        <Checkbox checked={draft.byPartner} onChange={(e) => update({ byPartner: e.target.checked, partnerId: null })}>
          Fulfillment by partner
        </Checkbox>
      </Col>
      {draft.byPartner && (
        <Col xs={24} md={16}>
          <FormField id="order-partner" label="Fulfillment Partner">
            <Select<number>
              id="order-partner"
              allowClear
              placeholder="Select a partner"
              loading={partners.loading}
              value={draft.partnerId ?? undefined}
              onChange={(partnerId?: number) => update({ partnerId: partnerId ?? null })}
              options={partners.data.map((u) => ({ value: u.id, label: personName(u) }))}
              notFoundContent={partners.loading ? 'Loading partners...' : 'No fulfillment partners found'}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
            />
          </FormField>
        </Col>
      )}
    </Row>
  );
}
