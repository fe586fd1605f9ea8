import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { PatientDetailPage } from './PatientDetailPage';
import { PatientFormPage } from './PatientFormPage';
import { PatientListPage } from './PatientListPage';

/** The Patients area (/patients); exposed to the host as 'clinical/patients'. */
export default function PatientsArea() {
  return (
    <Routes>
      <Route index element={<PatientListPage />} />
      <Route path="new" element={<PatientFormPage />} />
      <Route path=":id" element={<PatientDetailPage />} />
      <Route path=":id/edit" element={<PatientFormPage />} />
      <Route path="*" element={<PageNotFound area="Patients" />} />
    </Routes>
  );
}
