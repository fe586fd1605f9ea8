import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
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
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in Users." />} />
    </Routes>
  );
}
