import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { TestOrderFormPage } from './order/TestOrderFormPage';
import { TestRequestDetailPage } from './TestRequestDetailPage';
import { TestRequestListPage } from './TestRequestListPage';

/** The Test Requests area (/tests); exposed to the host as 'clinical/tests'. */
export default function TestsArea() {
  return (
    <Routes>
      <Route index element={<TestRequestListPage />} />
      <Route path="new" element={<TestOrderFormPage />} />
      <Route path=":id" element={<TestRequestDetailPage />} />
      <Route path=":id/edit" element={<TestOrderFormPage />} />
      <Route path="*" element={<PageNotFound area="Test Requests" />} />
    </Routes>
  );
}
