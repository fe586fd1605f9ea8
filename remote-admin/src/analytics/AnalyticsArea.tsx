import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { AnalyticsPage } from './AnalyticsPage';

/** The Analytics area (/analytics); exposed to the host as 'admin/analytics'. */
export default function AnalyticsArea() {
  return (
    <Routes>
      <Route index element={<AnalyticsPage />} />
      <Route path="*" element={<PageNotFound area="Analytics" />} />
    </Routes>
  );
}
