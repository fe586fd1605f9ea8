import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatDateTime, formatResultId, isReleasedResult, isUnfilledResultData, RESULT_MESSAGES, versionAuthor, type TestResultDetail } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, AuditTrailPanel, BackLink, PageHeader, useLiveChanges, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Alert, Button, Card, Col, Flex, Row, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { requestPatientName } from '../common/people';
import { AmendmentHistory } from './AmendmentHistory';
import { CriticalBanner } from './critical/CriticalBanner';
import { ResultStatusTag } from './result-badges';
import { reviewRefusal } from './result-review';
import { REVIEW_REFUSAL_ID, ResultReviewAction } from './ResultReviewAction';
import { PatientAndTestCard, StaffCard } from './ResultInfoCards';
import { ResultLoadFallback } from './ResultLoadFallback';
import { ResultText } from './ResultText';
import { ResultValueCards } from './ResultValueCards';
import { PendingAmendment } from './PendingAmendment';
import { fetchResult } from './results-api';
import { usePdfDownload } from './use-pdf-download';

/** 'Reason: Potassium re-run · Amended by Emily Watson, Nov 22, 2026, 14:05': why the content shown now replaced the previous one. */
function AmendedNotice({ result }: { result: TestResultDetail }) {
  const current = result.versions.find((v) => v.version === result.current_version) ?? result.versions[0];
  const description = current && `Reason: ${current.reason || '—'} · Amended by ${versionAuthor(current)}, ${formatDateTime(current.created_at)}`;
  return <Alert type="warning" showIcon title="This result was amended" description={description} />;
}

/** Test result detail (/results/{id}), with its amendment history. */
export function ResultDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user)!;
  const load = useLoadedData(() => fetchResult(id!), [id], useSavedAnswer<TestResultDetail>(id));
  // a new version from an analyzer, or a colleague's review, shows while the page is open
  useLiveChanges((change) => change.kind === 'result' && change.id === Number(id), load.reload);
  // the last failed action (review or PDF), above the page's content
  const [actionError, setActionError] = useState<string | null>(null);
  const pdf = usePdfDownload(setActionError);
  const result = load.data;

  if (!result || (load.error && !load.loading)) return <ResultLoadFallback load={load} failure={RESULT_MESSAGES.detailFailed} loadingLabel="Loading test result" />;

  const refusal = reviewRefusal(result, user.id);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to="/results">Back to Test Results</BackLink>}
        title={formatResultId(result.id)}
        subtitle={
          <>
            <ResultStatusTag status={result.status} /> {`${result.test_name} for ${requestPatientName(result)}`}
          </>
        }
        actions={
          <Space wrap>
            <Button icon={<FilePdfOutlined />} loading={pdf.isBusy(result.id)} onClick={() => void pdf.download(result.id)}>
              Generate PDF
            </Button>
            <ResultReviewAction result={result} refusal={refusal} onReviewed={load.setData} setError={setActionError} />
            {/* one amendment waits at a time: the next is written once it is released */}
            <Button type="primary" icon={<EditOutlined />} disabled={!!result.pending_amendment} onClick={() => navigate(`/results/${result.id}/edit`)}>
              {isReleasedResult(result.status) ? 'Amend' : 'Edit'}
            </Button>
          </Space>
        }
      />
      <ActionError error={actionError} onClose={() => setActionError(null)} />
      <CriticalBanner result={result} onRecorded={load.setData} />
      {/* the review button is described by the reason's text alone, not by the alert's icon */}
      {refusal && <Alert type="info" showIcon title={<span id={REVIEW_REFUSAL_ID}>{refusal}</span>} />}
      {result.status === 'amended' && <AmendedNotice result={result} />}
      <PendingAmendment result={result} userId={user.id} onReleased={load.setData} setError={setActionError} />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <PatientAndTestCard result={result} user={user} />
        </Col>
        <Col xs={24} xl={8}>
          <StaffCard result={result} />
        </Col>
      </Row>
      <Card title="Markers">
        <ResultValueCards values={result.result_values} />
      </Card>
      <Card title="Result Data">
        {/* a draft's unfilled template is not a result: it reads as none */}
        <ResultText text={isUnfilledResultData(result.result_data) ? null : result.result_data} empty="No result data yet" />
      </Card>
      <Card title="Interpretation">
        <ResultText text={result.interpretation} empty="No interpretation" />
      </Card>
      <AmendmentHistory versions={result.versions} currentVersion={result.current_version} />
      <AuditTrailPanel entityType="test_result" entityId={result.id} />
    </Flex>
  );
}
