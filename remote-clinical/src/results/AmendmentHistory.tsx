import { formatDateTime, RESULT_SAFETY_TEXTS, versionAuthor, type ResultVersion } from '@lab/shared';
import { StatusTag } from '@lab/shared/react';
import { Card, Collapse, Flex, Typography } from 'antd';
import { ResultStatusTag } from './result-badges';
import { ResultText } from './ResultText';
import { ResultValueCards } from './ResultValueCards';

function VersionLabel({ version, waiting }: { version: ResultVersion; waiting: boolean }) {
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>{`Version ${version.version}`}</Typography.Text>
      <ResultStatusTag status={version.status} />
      {waiting && <StatusTag tone="gold">{RESULT_SAFETY_TEXTS.awaitingRelease}</StatusTag>}
      <span>{`${versionAuthor(version)} · ${formatDateTime(version.created_at)}`}</span>
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

/** Every saved content of the result, newest first, each opening to what it held; one after the current version waits for release. */
export function AmendmentHistory({ versions, currentVersion }: { versions: ResultVersion[]; currentVersion: number }) {
  return (
    <Card title="Amendment History">
      {versions.length === 0 ? (
        <Typography.Text type="secondary">No history recorded</Typography.Text>
      ) : (
        <Collapse items={[...versions].sort((a, b) => b.version - a.version).map((v) => ({ key: String(v.version), label: <VersionLabel version={v} waiting={v.version > currentVersion} />, children: <VersionContent version={v} /> }))} />
      )}
    </Card>
  );
}
