import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { externalTimeline, formatDateTime, type ExternalApiStatus } from '@lab/shared';
import { Steps } from 'antd';

interface Mark {
  key: keyof ReturnType<typeof externalTimeline>;
  title: string;
  at: string | null;
}

const marks = (s: ExternalApiStatus): Mark[] => [
  { key: 'submitted', title: 'Submitted', at: s.api_order_submitted_at },
  { key: 'sampleReceived', title: 'Sample Received', at: s.sample_received_at },
  { key: 'results', title: 'Results', at: s.api_results_received_at },
];

/**
 * The order's three marks. A done mark says so in words as well as with its
 * check icon and colour, so its state never rests on colour alone; a time is shown only for done
 * marks (a failed order may carry a submission time that no longer stands).
 */
export function ExternalTimeline({ status }: { status: ExternalApiStatus }) {
  const done = externalTimeline(status.external_api_status ?? 'pending');
  return (
    <div role="group" aria-label="External lab progress">
      <Steps
        orientation="vertical"
        size="small"
        items={marks(status).map((mark) => {
          const isDone = done[mark.key];
          return {
            key: mark.key,
            title: mark.title,
            status: isDone ? 'finish' : 'wait',
            icon: isDone ? <CheckCircleFilled aria-hidden /> : <ClockCircleOutlined aria-hidden />,
            content: <span data-testid={`external-mark-${mark.key}`}>{isDone ? (mark.at ? `Done: ${formatDateTime(mark.at)}` : 'Done') : 'Not yet'}</span>,
          };
        })}
      />
    </div>
  );
}
