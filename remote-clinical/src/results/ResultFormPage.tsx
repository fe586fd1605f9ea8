import { formatResultId, isReleasedResult, RESULT_MESSAGES, TEST_REQUEST_MESSAGES } from '@lab/shared';
import { BackLink, PageHeader, withSavedAnswer } from '@lab/shared/react';
import { Flex } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ResultForm } from './ResultForm';
import { ResultLoadFallback } from './ResultLoadFallback';
import { useResultFormLoad } from './use-result-form-load';
import { requestPatientName } from '../common/people';

/** Enter a result (/results/new, optionally ?test_request_id=N) or edit or amend one (/results/{id}/edit). */
export function ResultFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const wantedRequestId = id ? null : searchParams.get('test_request_id');
  const load = useResultFormLoad(id, wantedRequestId);
  const start = load.data;

  if (!start || load.loading || load.error) return <ResultLoadFallback load={load} failure={id ? RESULT_MESSAGES.loadFailed : TEST_REQUEST_MESSAGES.fetchFailed} loadingLabel="Loading result form" />;

  const result = start.result;
  const backTo = result ? `/results/${result.id}` : '/results';
  const title = result ? `${isReleasedResult(result.status) ? 'Amend' : 'Edit'} ${formatResultId(result.id)}` : 'New Test Result';
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to={backTo}>{result ? 'Back to Test Result' : 'Back to Test Results'}</BackLink>}
        title={title}
        subtitle={result ? `${result.test_name} for ${requestPatientName(result)}` : 'Enter the result of a completed test request'}
      />
      <ResultForm key={id ?? `new-${wantedRequestId ?? ''}`} start={start} onCancel={() => navigate(backTo)} onSaved={(saved) => navigate(`/results/${saved.id}`, withSavedAnswer(saved))} />
    </Flex>
  );
}
