import { ArrowLeftOutlined } from '@ant-design/icons';
import { INSTITUTION_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

export type InstitutionLoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };
export type InstitutionPageLoad<T> = { state: 'ready'; data: T } | InstitutionLoadProblem;

/** Where an institution page's load stands: loading, missing (404), failed (`fallback` when the server gave no text), or ready. */
export function institutionPageLoad<T>({ data, loading, error }: LoadedData<T>, fallback: string): InstitutionPageLoad<T> {
  if (error) return errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed', message: errorText(error, fallback) };
  if (loading || data === undefined) return { state: 'loading' };
  return { state: 'ready', data };
}

export function BackToInstitutionsButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/institutions')}>
      Back to Institutions
    </Button>
  );
}

/** What an institution page shows until its institution is there: a spinner, 'Institution Not Found', or an error card. */
export function InstitutionLoadFallback({ load, loadingLabel }: { load: InstitutionLoadProblem; loadingLabel: string }) {
  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label={loadingLabel} />
      </Flex>
    );
  }
  if (load.state === 'missing') {
    return <Result status="404" title="Institution Not Found" subTitle="The institution does not exist or is not one you may see." extra={<BackToInstitutionsButton />} />;
  }
  return (
    <Card>
      <Result status="error" title={load.message} extra={<BackToInstitutionsButton />} />
    </Card>
  );
}

/** The denial of an institutions screen (spec 3 section 6). */
export function InstitutionsAccessDenied({ reason = INSTITUTION_MESSAGES.manageDenied }: { reason?: string }) {
  return <Result status="403" title="Access Denied" subTitle={reason} />;
}
