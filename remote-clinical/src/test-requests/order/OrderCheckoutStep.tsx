import { isClinician, TEST_REQUEST_MESSAGES as M, type InstitutionOption, type SessionUser } from '@lab/shared';
import { Alert, Button, Card, Descriptions, Flex, Input, Modal, Table, type TableColumnsType } from 'antd';
import { personName } from './order-api';
import type { QueuedTest } from './order-draft';
import type { useOrderSubmit } from './use-order-submit';
import type { TestOrder } from './use-test-order';

interface OrderCheckoutStepProps {
  user: SessionUser;
  order: TestOrder;
  submission: ReturnType<typeof useOrderSubmit>;
  editing: boolean;
  institutions: InstitutionOption[];
}

/** Step 2: the order's tests (barcodes can still be typed here), Back, and submit (confirmed first for a new order). */
export function OrderCheckoutStep({ user, order, submission, editing, institutions }: OrderCheckoutStepProps) {
  const { head, tests } = order;
  const institution = institutions.find((i) => i.id === head.institutionId)?.name ?? user.institution_name ?? '';
  const clinician = isClinician(user) ? user : order.clinicians.data.find((c) => c.id === head.clinicianId);
  const markMissingBarcodes = submission.error === M.barcodeRequired;

  const columns: TableColumnsType<QueuedTest> = [
    { title: '#', key: 'n', render: (_, __, i) => i + 1, width: 48 },
    { title: 'Test', key: 'test', render: (_, t) => t.labels.test },
    { title: 'Sample Type', key: 'sample', render: (_, t) => t.labels.sampleType },
    { title: 'Laboratory', key: 'lab', render: (_, t) => t.labels.lab },
    { title: 'Collection Device', key: 'devices', render: (_, t) => t.labels.devices },
    {
      title: 'Barcode',
      key: 'barcode',
      render: (_, t, i) => (
        <Input
          aria-label={`Barcode for test ${i + 1}`}
          value={t.draft.barcode}
          maxLength={64}
          disabled={order.locked || submission.busy}
          status={markMissingBarcodes && !t.draft.barcode.trim() ? 'error' : undefined}
          onChange={(e) => order.setTest(t.key, { barcode: e.target.value })}
        />
      ),
    },
    { title: 'Priority', key: 'priority', render: (_, t) => t.draft.priority },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, t, i) =>
        editing ? null : (
          <Button danger size="small" aria-label={`Remove test ${i + 1}`} disabled={submission.busy} onClick={() => order.removeTest(t.key)}>
            Remove
          </Button>
        ),
    },
  ];

  const count = tests.length;
  return (
    <Flex vertical gap={16}>
      <Card title="Order Summary">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'patient', label: 'Patient', children: head.patient?.name ?? '—' },
            { key: 'institution', label: 'Institution', children: institution || '—' },
            { key: 'ordering-clinician', label: 'Ordering Clinician', children: clinician ? personName(clinician) : '—' },
          ]}
        />
      </Card>
      <Card title={editing ? 'Test' : 'Tests in this order'}>
        <Table<QueuedTest> rowKey="key" columns={columns} dataSource={tests} pagination={false} scroll={{ x: true }} locale={{ emptyText: 'No tests in this order' }} />
      </Card>
      {submission.error && <Alert type="error" showIcon title={submission.error} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={order.back} disabled={submission.busy}>
          Back
        </Button>
        <Button type="primary" onClick={submission.submit} loading={submission.busy} disabled={count === 0}>
          {editing ? 'Update Test Request' : 'Submit Order'}
        </Button>
      </Flex>
      <Modal open={submission.confirming} title="Submit order?" okText="Submit" onOk={submission.send} onCancel={submission.cancel}>
        <p>{`${count} test ${count === 1 ? 'request' : 'requests'} will be created for ${head.patient?.name ?? 'the patient'}.`}</p>
      </Modal>
    </Flex>
  );
}
