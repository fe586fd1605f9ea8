import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { CmsPage, CMS_PAGE_TITLE } from './CmsPage';
import { CronMonitoringPage } from './monitoring/CronMonitoringPage';

/** The CMS area (/cms); exposed to the host as 'admin/cms': the CMS page and cron monitoring (/cms/cron-monitoring). */
export default function CmsArea() {
  return (
    <Routes>
      <Route index element={<CmsPage />} />
      <Route path="cron-monitoring" element={<CronMonitoringPage />} />
      <Route path="*" element={<PageNotFound area={CMS_PAGE_TITLE} />} />
    </Routes>
  );
}
