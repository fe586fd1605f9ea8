import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { InterfacesPage } from './InterfacesPage';

/** The Interfaces area (/interfaces): analyzer messages and worklists; exposed to the host as 'admin/interfaces'. */
export default function InterfacesArea() {
  return (
    <Routes>
      <Route index element={<InterfacesPage />} />
      <Route path="*" element={<PageNotFound area="Interfaces" />} />
    </Routes>
  );
}
