import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Col, Row, Select } from 'antd';
import { DevicePicker } from './DevicePicker';
import { MarkerPicker } from './MarkerPicker';
import type { TestOrder } from './use-test-order';

/** The test itself: sample type, laboratory, panel or markers, collection devices. */
export function TestSelectionFields({ order }: { order: TestOrder }) {
  const { draft, problems, fields, labs } = order;
  const sampleType = fields.data.sample_types.find((s) => s.id === draft.sampleTypeId);
  const panels = fields.data.panels.filter((p) => p.sample_type_id === draft.sampleTypeId);
  const noLabs = !!sampleType && !labs.loading && labs.data.length === 0;

  const select = (id: string, error: string | undefined) => ({
    id,
    'aria-describedby': describedBy(id, { error }),
    status: error ? ('error' as const) : undefined,
    showSearch: { optionFilterProp: 'label' },
    style: { width: '100%' },
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <FormField id="order-sample-type" label="Sample Type" required error={problems.sampleType}>
          <Select<number>
            {...select('order-sample-type', problems.sampleType)}
            placeholder={order.head.institutionId ? 'Select a sample type' : 'Select an institution first'}
            disabled={!order.head.institutionId || order.locked}
            loading={fields.loading}
            value={draft.sampleTypeId ?? undefined}
            onChange={(id) => order.chooseSampleType(id)}
            options={fields.data.sample_types.map((s) => ({ value: s.id, label: s.name }))}
          />
        </FormField>
      </Col>
      <Col xs={24} md={8}>
        <FormField id="order-lab" label="Laboratory" required error={problems.lab}>
          <Select<number>
            {...select('order-lab', problems.lab)}
            placeholder={sampleType ? 'Select a laboratory' : 'Select a sample type first'}
            disabled={!sampleType || noLabs || order.locked}
            loading={labs.loading && !!sampleType}
            value={draft.labId ?? undefined}
            onChange={(labId) => order.update({ labId })}
            options={labs.data.map((l) => ({ value: l.lab_id, label: l.lab_name }))}
          />
        </FormField>
      </Col>
      <Col xs={24} md={8}>
        <FormField id="order-panel" label="Panel" hint="Choose a panel, or individual markers below">
          <Select<number>
            {...select('order-panel', undefined)}
            aria-describedby="order-panel-hint"
            allowClear
            placeholder={sampleType ? (panels.length ? 'Select a panel' : 'No panels for this sample type') : 'Select a sample type first'}
            disabled={!sampleType || panels.length === 0 || order.locked}
            value={draft.panel?.id}
            onChange={(id?: number) => void order.choosePanel(id ?? null)}
            options={panels.map((p) => ({ value: p.id, label: `${p.name} (${p.total_volume}µL)` }))}
          />
        </FormField>
      </Col>
      {noLabs && (
        <Col xs={24}>
          <Alert type="warning" showIcon title={M.noLabs(sampleType.name)} />
        </Col>
      )}
      {sampleType && (
        <>
          <Col xs={24}>
            <MarkerPicker order={order} />
          </Col>
          <Col xs={24}>
            <DevicePicker order={order} />
          </Col>
        </>
      )}
    </Row>
  );
}
