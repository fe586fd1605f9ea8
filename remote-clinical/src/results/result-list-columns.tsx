import { DownOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatDateTime, formatResultId, showsListReviewMenu, type TestResultSummary } from '@lab/shared';
import { Button, Dropdown, Space, Tooltip, type TableColumnsType } from 'antd';
import { TwoLines } from '@lab/shared/react';
import { Link } from 'react-router-dom';
import { person, requestPatientName } from '../common/people';
import { ResultFlagsCell, ResultStatusTag } from './result-badges';
import { reviewStepLabel } from './result-review';

interface RowActions {
  view(result: TestResultSummary): void;
  downloadPdf(result: TestResultSummary): void;
  pdfBusy(result: TestResultSummary): boolean;
  review(result: TestResultSummary): void;
}

/**
 * The results table: a PDF button per row, and the Review menu where the list offers it. Widths
 * are what each column needs, so all fit a laptop's 1366 px; `responsive` keeps a phone to the
 * result (a link to everything else), its patient and its flags (abnormal, critical, call-back pending).
 */
export function resultColumns(actions: RowActions): TableColumnsType<TestResultSummary> {
  return [
    { title: 'Result', key: 'id', width: 100, render: (_, r) => <Link to={`/results/${r.id}`}>{formatResultId(r.id)}</Link> },
    { title: 'Patient', key: 'patient', width: 120, render: (_, r) => <TwoLines first={requestPatientName(r)} second={r.medical_record_number} /> },
    { title: 'Test', dataIndex: 'test_name', key: 'test', width: 150, responsive: ['lg'] },
    { title: 'Status', key: 'status', width: 105, responsive: ['sm'], render: (_, r) => <ResultStatusTag status={r.status} /> },
    // the abnormal count, the critical count and a pending call-back, one under the other (a phone keeps this column: its width is what fits there)
    {
      title: 'Flags',
      key: 'flags',
      width: 96,
      render: (_, r) => <ResultFlagsCell abnormal={r.abnormal_count} critical={r.critical_count} pending={r.critical_unacknowledged} />,
    },
    { title: 'Entered', key: 'entered', width: 135, responsive: ['xl'], render: (_, r) => <TwoLines first={person(r.entered_by_name, r.entered_by_lastname)} second={formatDateTime(r.entered_at)} /> },
    {
      title: 'Reviewed',
      key: 'reviewed',
      width: 135,
      responsive: ['xl'],
      render: (_, r) => (r.reviewed_at ? <TwoLines first={person(r.reviewed_by_name, r.reviewed_by_lastname)} second={formatDateTime(r.reviewed_at)} /> : '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      // room for View, PDF and Review side by side
      width: 150,
      responsive: ['sm'],
      render: (_, r) => {
        const resultId = formatResultId(r.id);
        const step = showsListReviewMenu(r.status) ? reviewStepLabel(r.status) : null;
        return (
          <Space size={4}>
            <Tooltip title="View">
              <Button size="small" icon={<EyeOutlined />} onClick={() => actions.view(r)} aria-label={`View ${resultId}`} />
            </Tooltip>
            <Tooltip title="Download PDF">
              <Button size="small" icon={<FilePdfOutlined />} loading={actions.pdfBusy(r)} onClick={() => actions.downloadPdf(r)} aria-label={`PDF ${resultId}`} />
            </Tooltip>
            {step && (
              <Dropdown trigger={['click']} menu={{ items: [{ key: 'review', label: step }], onClick: () => actions.review(r) }}>
                <Button size="small" aria-label={`Review ${resultId}`}>
                  Review <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];
}
