import { formatDateTime, type ResultVersion } from '@lab/shared';
import { Card, Collapse, Flex, Typography } from 'antd';
import { person } from '../common/people';
import { ResultStatusTag } from './result-badges';
import { ResultText } from './ResultText';
import { ResultValueCards } from './ResultValueCards';

function VersionLabel({ version }: { version: ResultVersion }) {
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>{`Version ${version.version}`}</Typography.Text>
      <ResultStatusTag status={version.status} />
      <span>{`${person(version.author_name, version.author_lastname)} · ${formatDateTime(version.created_at)}`}</span>
      <span>{`Reason: ${version.reason || '—'}`}</span>
    </Flex>
  );
}

function VersionContent({ version }: { version: ResultVersion }) {
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text strong>Result Data</Typography.Text>
        <ResultText text={version.result_data} />
      </div>
      <div>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
          Values
        </Typography.Text>
        <ResultValueCards values={version.result_values} />
      </div>
      <div>
        <Typography.Text strong>Interpretation</Typography.Text>
        <ResultText text={version.interpretation} empty="No interpretation" />
      </div>
    </Flex>
  );
}

/** Every saved content of the result, newest first, each opening to what it held. */
export function AmendmentHistory({ versions }: { versions: ResultVersion[] }) {
  return (
    <Card title="Amendment History">
      {versions.length === 0 ? (
        <Typography.Text type="secondary">No history recorded</Typography.Text>
      ) : (
        <Collapse items={[...versions].sort((a, b) => b.version - a.version).map((v) => ({ key: String(v.version), label: <VersionLabel version={v} />, children: <VersionContent version={v} /> }))} />
      )}
    </Card>
  );
}
