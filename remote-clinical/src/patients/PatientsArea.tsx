import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
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
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in Patients." />} />
    </Routes>
  );
}
