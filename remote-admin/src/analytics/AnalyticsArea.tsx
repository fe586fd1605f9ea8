import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { AnalyticsPage } from './AnalyticsPage';

/** The Analytics area (/analytics); exposed to the host as 'admin/analytics'. */
export default function AnalyticsArea() {
  return (
    <Routes>
      <Route index element={<AnalyticsPage />} />
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in Analytics." />} />
    </Routes>
  );
}
