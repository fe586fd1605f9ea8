import { roundVolume } from '@lab/shared';
import { Alert, Checkbox, Flex, Progress, Typography } from 'antd';
import { markerDisabled, volumeUsage } from './capacity';
import type { TestOrder } from './use-test-order';

/** The markers taking the sample type, each with its volume, and the sample volume used against the capacity. */
export function MarkerPicker({ order }: { order: TestOrder }) {
  const { draft, problems, volume, capacity, maxCapacity } = order;
  const offered = order.fields.data.markers.filter((m) => draft.sampleTypeId !== null && m.sample_type_ids.includes(draft.sampleTypeId));
  const usage = volumeUsage(volume, capacity);
  const error = problems.markers;

  return (
    <fieldset aria-describedby={error ? 'order-markers-error' : undefined} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ marginBottom: 6 }}>
        <Typography.Text strong>Markers</Typography.Text>
        {draft.panel && <Typography.Text type="secondary"> (the panel's markers; clear the panel to choose individual markers)</Typography.Text>}
      </legend>
      <Flex wrap gap="small" style={error ? { outline: '1px solid #ff4d4f', borderRadius: 6, padding: 8 } : undefined}>
        {offered.length === 0 && <Typography.Text type="secondary">No markers for this sample type</Typography.Text>}
        {offered.map((m) => {
          const checked = draft.panel ? draft.panel.marker_ids.includes(m.id) : draft.markerIds.includes(m.id);
          return (
            <Checkbox
              key={m.id}
              checked={checked}
              disabled={order.locked || !!draft.panel || markerDisabled(checked, volume, maxCapacity)}
              onChange={(e) => order.toggleMarker(m, e.target.checked)}
            >
              {m.name} ({roundVolume(m.value)}µL)
            </Checkbox>
          );
        })}
      </Flex>
      {error && (
        <Typography.Text type="danger" id="order-markers-error" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
      {order.notice && <Alert type="warning" showIcon role="alert" title={order.notice} style={{ marginTop: 8 }} />}
      <Flex align="center" gap={12} style={{ marginTop: 8 }}>
        <Typography.Text id="order-volume-label">Sample volume</Typography.Text>
        <Progress
          aria-labelledby="order-volume-label"
          percent={usage.percent}
          status={usage.over ? 'exception' : 'normal'}
          format={() => `${volume}µL / ${capacity}µL`}
          style={{ flex: 1, maxWidth: 420, marginBottom: 0 }}
        />
      </Flex>
    </fieldset>
  );
}
