import { LoadingSpinner } from './LoadingSpinner';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { errorStatus, errorText } from '../client/api-client';
import type { LoadedData } from './use-loaded-data';

export type LoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };
export type PageLoad<T> = { state: 'ready'; data: T } | LoadProblem;

/**
 * Where a record page's load stands: loading, missing (404: gone, or outside what the viewer may
 * see), failed (the server's text, else `fallback`), or ready.
 */
export function pageLoad<T>({ data, loading, error }: LoadedData<T>, fallback: string): PageLoad<T> {
  if (error) return errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed', message: errorText(error, fallback) };
  if (loading || data === undefined) return { state: 'loading' };
  return { state: 'ready', data };
}

interface LoadFallbackProps {
  load: LoadProblem;
  loadingLabel: string;
  /** The 404 page's title and text. */
  notFound: { title: string; subTitle: string };
  /** The failure's title; without one the reason is the title. */
  failedTitle?: string;
  /** The way back to the area's list. */
  back: ReactNode;
}

/** What a record page shows until its record is there: a spinner, the not-found result, or an error card. */
export function LoadFallback({ load, loadingLabel, notFound, failedTitle, back }: LoadFallbackProps) {
  if (load.state === 'loading') {
    return (
      <LoadingSpinner label={loadingLabel} />
    );
  }
  if (load.state === 'missing') return <Result status="404" title={notFound.title} subTitle={notFound.subTitle} extra={back} />;
  return (
    <Card>
      <Result status="error" title={failedTitle ?? load.message} subTitle={failedTitle ? load.message : undefined} extra={back} />
    </Card>
  );
}
