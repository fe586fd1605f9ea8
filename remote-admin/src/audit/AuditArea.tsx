import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { AuditTrailPage } from './AuditTrailPage';

/** The Audit Trail area (/audit); exposed to the host as 'admin/audit'. */
export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditTrailPage />} />
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in the Audit Trail." />} />
    </Routes>
  );
}
