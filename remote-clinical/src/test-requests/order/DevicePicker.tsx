import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Modal, Select } from 'antd';
import { deviceCapacity } from './capacity';
import { deviceTooSmall } from './device-selection';
import type { TestOrder } from './use-test-order';

/** The collection devices (auto-selected from the markers), the 'none fits' message and the capacity-exceeded dialog. */
export function DevicePicker({ order }: { order: TestOrder }) {
  const { draft, problems, volume, tooSmall } = order;
  const devices = order.fields.data.collection_devices;
  const noneFits = volume > 0 && !devices.some((d) => !deviceTooSmall(d, volume));
  const error = problems.device;

  return (
    <>
      <FormField id="order-devices" label="Collection Devices" required error={error} hint="Chosen automatically from the markers; you may change it">
        <Select<number[]>
          id="order-devices"
          mode="multiple"
          aria-describedby={describedBy('order-devices', { hint: true, error })}
          status={error ? 'error' : undefined}
          placeholder="Select a collection device"
          disabled={order.locked}
          value={draft.deviceIds}
          onChange={order.chooseDevices}
          options={devices.map((d) => ({ value: d.id, label: `${d.name} (${deviceCapacity(d)}µL)` }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
      {noneFits && <Alert type="error" showIcon title={M.noDevices(volume)} style={{ marginTop: 8 }} />}
      <Modal
        open={!!tooSmall}
        title="Device capacity exceeded"
        onOk={order.closeTooSmall}
        onCancel={order.closeTooSmall}
        okText="OK"
        footer={(_, { OkBtn }) => <OkBtn />}
      >
        {tooSmall && (
          <p>
            {`"${tooSmall.device.name}" holds ${deviceCapacity(tooSmall.device)}µL, but the selected markers need ${tooSmall.volume}µL. Choose a larger device or fewer markers.`}
          </p>
        )}
      </Modal>
    </>
  );
}
