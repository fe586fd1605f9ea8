import { RESULT_MESSAGES } from '@lab/shared';
import { PageNotFound } from '@lab/shared/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ResultDetailPage } from './ResultDetailPage';
import { ResultFormPage } from './ResultFormPage';
import { ResultListPage } from './ResultListPage';
import { ResultsAccessGuard } from './ResultsAccessGuard';

/** The Test Results area (/results); exposed to the host as 'clinical/results'. */
export default function ResultsArea() {
  const view = (page: ReactNode) => <ResultsAccessGuard denied={RESULT_MESSAGES.viewDenied}>{page}</ResultsAccessGuard>;
  const enter = (page: ReactNode) => <ResultsAccessGuard denied={RESULT_MESSAGES.enterDenied}>{page}</ResultsAccessGuard>;
  return (
    <Routes>
      <Route index element={view(<ResultListPage />)} />
      <Route path="new" element={enter(<ResultFormPage />)} />
      <Route path=":id" element={view(<ResultDetailPage />)} />
      <Route path=":id/edit" element={enter(<ResultFormPage />)} />
      <Route path="*" element={<PageNotFound area="Test Results" />} />
    </Routes>
  );
}
