import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { formatDateTime, type Institution } from '@lab/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

const dash = (value: string | null) => value || '—';

/**
 * The institutions table: name linked to the detail, contact figures, and Edit and View per row.
 * `responsive` keeps a phone to the name (a link to everything else) and the actions.
 */
export function institutionListColumns(navigate: (path: string) => void): TableColumnsType<Institution> {
  return [
    { title: 'Name', key: 'name', width: 170, render: (_, i) => <Link to={`/institutions/${i.id}`}>{i.name}</Link> },
    { title: 'Number', key: 'number', width: 90, responsive: ['md'], render: (_, i) => dash(i.institution_number) },
    { title: 'Type', key: 'type', width: 120, responsive: ['md'], render: (_, i) => dash(i.institution_type) },
    { title: 'Phone', key: 'phone', width: 130, responsive: ['lg'], render: (_, i) => <span style={{ whiteSpace: 'nowrap' }}>{dash(i.phone)}</span> },
    { title: 'Email', key: 'email', width: 190, responsive: ['xl'], render: (_, i) => dash(i.email) },
    { title: 'Created', key: 'created', width: 150, responsive: ['xl'], render: (_, i) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(i.created_at)}</span> },
    {
      title: 'Actions',
      key: 'actions',
      width: 145,
      render: (_, i) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${i.name}`} onClick={() => navigate(`/institutions/${i.id}/edit`)}>
            Edit
          </Button>
          <Button size="small" icon={<EyeOutlined />} aria-label={`View ${i.name}`} onClick={() => navigate(`/institutions/${i.id}`)}>
            View
          </Button>
        </Space>
      ),
    },
  ];
}
