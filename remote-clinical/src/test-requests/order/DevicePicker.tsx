import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Alert, Modal, Select } from 'antd';
import { useState } from 'react';
import { deviceCapacity } from './capacity';
import { deviceTooSmall } from './device-selection';
import type { TestOrder } from './use-test-order';

/**
 * The collection devices whose tubes suit the sample type (auto-selected from the markers), the
 * 'none fits' message and the capacity-exceeded dialog. The list is closed before the dialog
 * opens: left open, it stayed above the dialog and hid it.
 */
export function DevicePicker({ order }: { order: TestOrder }) {
  const { draft, problems, volume, tooSmall, devices } = order;
  const [listOpen, setListOpen] = useState(false);
  const noneFits = volume > 0 && !devices.some((d) => !deviceTooSmall(d, volume));
  const error = problems.device;
  // a device chosen before (an edited request's) stays shown even where its tube no longer suits
  const shown = [...devices, ...order.fields.data.collection_devices.filter((d) => draft.deviceIds.includes(d.id) && !devices.includes(d))];

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
          open={listOpen}
          onOpenChange={setListOpen}
          onChange={(deviceIds) => {
            if (!order.chooseDevices(deviceIds)) setListOpen(false);
          }}
          options={shown.map((d) => ({ value: d.id, label: `${d.name} (${deviceCapacity(d)}µL)` }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      </FormField>
      {noneFits && <Alert type="error" showIcon title={M.noDevices(volume)} style={{ marginTop: 8 }} />}
      <Modal
        open={!!tooSmall && !listOpen}
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
