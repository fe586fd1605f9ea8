import { DeleteOutlined } from '@ant-design/icons';
import { CMS_MESSAGES, formatDateTime, type InstitutionLabAssignment } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';

/** The Labs tab's table: one row per lab and sample type, with Remove. */
export function labAssignmentColumns(onRemove: (assignment: InstitutionLabAssignment) => void): TableColumnsType<InstitutionLabAssignment> {
  return [
    { title: 'Sample Type', dataIndex: 'sample_type', key: 'sample_type' },
    {
      title: 'Lab',
      key: 'lab',
      render: (_, a) => (
        <Flex vertical>
          <Typography.Text strong>{a.lab_name}</Typography.Text>
          {a.lab_description && <Typography.Text type="secondary">{a.lab_description}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, a) =>
        a.lab_address || a.lab_phone || a.lab_email ? (
          <Flex vertical>
            {a.lab_address && <span>{a.lab_address}</span>}
            {a.lab_phone && <span>{a.lab_phone}</span>}
            {a.lab_email && <span>{a.lab_email}</span>}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{CMS_MESSAGES.noContact}</Typography.Text>
        ),
    },
    { title: 'Status', key: 'status', render: (_, a) => (a.lab_active ? <StatusTag tone="green">Active</StatusTag> : <StatusTag>Inactive</StatusTag>) },
    { title: 'Assigned', key: 'assigned', render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at)}</span> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => (
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove ${a.lab_name} for ${a.sample_type}`} onClick={() => onRemove(a)}>
          Remove
        </Button>
      ),
    },
  ];
}
