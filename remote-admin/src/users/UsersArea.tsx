import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { UserDetailPage } from './UserDetailPage';
import { UserFormPage } from './UserFormPage';
import { UserListPage } from './UserListPage';

/** The Users area (/users); exposed to the host as 'admin/users'. */
export default function UsersArea() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path="new" element={<UserFormPage />} />
      <Route path=":id" element={<UserDetailPage />} />
      <Route path=":id/edit" element={<UserFormPage />} />
      <Route path="*" element={<PageNotFound area="Users" />} />
    </Routes>
  );
}
