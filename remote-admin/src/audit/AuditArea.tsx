import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { AuditTrailPage } from './AuditTrailPage';

/** The Audit Trail area (/audit); exposed to the host as 'admin/audit'. */
export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditTrailPage />} />
      <Route path="*" element={<PageNotFound area="the Audit Trail" />} />
    </Routes>
  );
}
