import { AreaPlaceholder } from '@lab/shared/react';
import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { CmsPage, CMS_PAGE_TITLE } from './CmsPage';

/** The CMS area (/cms); exposed to the host as 'admin/cms'. Cron monitoring is issue 15's. */
export default function CmsArea() {
  return (
    <Routes>
      <Route index element={<CmsPage />} />
      <Route path="cron-monitoring" element={<AreaPlaceholder title="Cron Job Monitoring" />} />
      <Route path="*" element={<Result status="404" title="Page not found" subTitle={`There is no such page in ${CMS_PAGE_TITLE}.`} />} />
    </Routes>
  );
}
