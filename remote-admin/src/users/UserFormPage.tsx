import { canManageUsers, userManagementDenial, USER_MESSAGES, type SessionUser, personName } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader, withSavedAnswer } from '@lab/shared/react';
import { Flex } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useUserFormLoad } from './use-user-form';
import { initialUserValues } from './user-form-values';
import { UserForm } from './UserForm';
import { UserLoadFallback, UsersAccessDenied } from './UserLoadFallback';

/**
 * Add (/users/new, optionally ?role= and ?institution_id=, as the institution detail's Add User
 * and Add Clinician link) or edit (/users/{id}/edit) a user: super_admin and institution_admin.
 */
export function UserFormPage() {
  const editor = useSession((s) => s.user);
  const { id } = useParams();
  if (!editor || !canManageUsers(editor)) return <UsersAccessDenied />;
  return <UserFormLoader key={id ?? 'new'} id={id} editor={editor} />;
}

function UserFormLoader({ id, editor }: { id: string | undefined; editor: SessionUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const load = useUserFormLoad(id);
  if (load.state !== 'ready') return <UserLoadFallback load={load} loadingLabel={id ? 'Loading user' : 'Loading form'} />;

  const { user, institutions } = load.data;
  const denial = user ? userManagementDenial(editor, user) : null;
  if (denial) return <UsersAccessDenied reason={denial} />;
  const backPath = user ? `/users/${user.id}` : '/users';
  const initial = initialUserValues(user, editor, institutions, { role: params.get('role'), institution_id: params.get('institution_id') });

  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to={backPath}>{user ? 'Back to User' : 'Back to Users'}</BackLink>}
        title={user ? USER_MESSAGES.editTitle : USER_MESSAGES.addTitle}
        subtitle={user ? `${personName(user)} · ${user.email}` : 'Create an account and choose what it can reach'}
      />
      <UserForm
        editor={editor}
        user={user}
        institutions={institutions}
        initial={initial}
        onCancel={() => navigate(backPath)}
        onSaved={(saved) => navigate(`/users/${saved.id}`, withSavedAnswer(saved))}
      />
    </Flex>
  );
}
