import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { InstitutionDetailPage } from './InstitutionDetailPage';
import { InstitutionFormPage } from './InstitutionFormPage';
import { InstitutionListPage } from './InstitutionListPage';

/** The Institutions area (/institutions); exposed to the host as 'admin/institutions'. */
export default function InstitutionsArea() {
  return (
    <Routes>
      <Route index element={<InstitutionListPage />} />
      <Route path="new" element={<InstitutionFormPage />} />
      <Route path=":id" element={<InstitutionDetailPage />} />
      <Route path=":id/edit" element={<InstitutionFormPage />} />
      <Route path="*" element={<PageNotFound area="Institutions" />} />
    </Routes>
  );
}
