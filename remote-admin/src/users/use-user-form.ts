import { INSTITUTION_MESSAGES, type InstitutionOption, type Role, type SessionUser, USER_MESSAGES, type UserDetail, userFormProblems } from '@lab/shared';
import { useLoadedData, useSubmit } from '@lab/shared/react';
import { useState, type FormEvent } from 'react';
import { toUserBody, withPrimaryInstitution, withRole, type UserFormValues } from './user-form-values';
import { userPageLoad, type UserPageLoad } from './UserLoadFallback';
import { createUser, fetchMyInstitutions, fetchUser, updateUser } from './users-api';

/** The form's state, why it cannot be sent yet, and saving. `onSaved` gets the saved user. */
export function useUserForm({ editor, user, initial, onSaved }: { editor: SessionUser; user: UserDetail | null; initial: UserFormValues; onSaved(user: UserDetail): void }) {
  const [values, setValues] = useState(initial);
  const creating = user === null;
  const saving = useSubmit(async (values: UserFormValues) => {
    const body = toUserBody(values, { creating, editor });
    onSaved(user ? await updateUser(user.id, body) : await createUser(body));
  }, USER_MESSAGES.saveFailed);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const reasons = userFormProblems(values, { creating, editor });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reasons.length === 0) void saving.submit(values);
  }

  return {
    values,
    creating,
    set,
    setRole: (role: Role) => setValues((v) => withRole(v, role, { creating, editor })),
    setPrimaryInstitution: (id: number | null) => setValues((v) => withPrimaryInstitution(v, id)),
    reasons,
    saving: saving.busy,
    saveError: saving.error,
    submit,
  };
}

export type UserFormControls = ReturnType<typeof useUserForm>;

/** The user being edited (none on /new) and the institutions to choose from (an empty list when that load fails, logged). */
export function useUserFormLoad(userId: string | undefined): UserPageLoad<{ user: UserDetail | null; institutions: InstitutionOption[] }> {
  const loaded = useLoadedData(async () => {
    const institutions = fetchMyInstitutions().catch((error: unknown) => {
      console.error(INSTITUTION_MESSAGES.fetchListFailed, error); // lookup lists are only logged
      return [];
    });
    const [user, options] = await Promise.all([userId ? fetchUser(userId) : null, institutions]);
    return { user, institutions: options };
  }, [userId]);
  return userPageLoad(loaded);
}
