import { CLINICIAN_ROLE, editsMenuPermissions, needsInstitution, USER_MESSAGES, type InstitutionRef, type SessionUser, type UserDetail } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Flex, Select, Typography } from 'antd';
import type { UserFormControls } from './use-user-form';

interface UserInstitutionFieldsProps {
  editor: SessionUser;
  /** The user being edited; null for a new one. */
  user: UserDetail | null;
  form: UserFormControls;
  /** GET /institutions/my: every institution for a super_admin, their own for an institution_admin. */
  institutions: readonly InstitutionRef[];
}

/**
 * Where the user works: a super administrator picks the primary institution;
 * an institution administrator's users get theirs (shown, not chosen). A clinician also gets a
 * list of institutions, of those the editor has (institutions the user has elsewhere stay, fixed).
 */
export function UserInstitutionFields({ editor, user, form, institutions }: UserInstitutionFieldsProps) {
  const { values } = form;
  if (!values.role || !needsInstitution(values.role)) return null;
  const picksPrimary = editsMenuPermissions(editor);
  const options = institutions.map((i) => ({ value: i.id, label: i.name }));
  const elsewhere = (user?.institutions ?? []).filter((i) => !institutions.some((o) => o.id === i.id));
  const clinicianOptions = [...options, ...elsewhere.map((i) => ({ value: i.id, label: i.name, disabled: true }))];
  const noClinicianInstitution = values.institution_ids.length === 0 ? USER_MESSAGES.clinicianInstitutions : null;

  return (
    <Flex vertical gap={16}>
      {picksPrimary ? (
        <FormField id="user-institution" label="Primary Institution" required={values.role !== CLINICIAN_ROLE}>
          <Select<number>
            id="user-institution"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select an institution"
            value={values.institution_id ?? undefined}
            onChange={(id?: number) => form.setPrimaryInstitution(id ?? null)}
            options={options}
            style={{ width: '100%' }}
          />
        </FormField>
      ) : (
        <div>
          <Typography.Text strong>Institution</Typography.Text>
          <div>{(user ? user.institution_name : editor.institution_name) ?? '—'}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user ? USER_MESSAGES.institutionDenied : 'Your institution, set automatically'}
          </Typography.Text>
        </div>
      )}
      {values.role === CLINICIAN_ROLE && (
        <FormField id="user-clinician-institutions" label="Clinician Institutions" required error={noClinicianInstitution}>
          <Select<number[]>
            id="user-clinician-institutions"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select the institutions this clinician works in"
            aria-describedby={describedBy('user-clinician-institutions', { error: noClinicianInstitution })}
            value={values.institution_ids}
            onChange={(ids) => form.set('institution_ids', ids)}
            options={clinicianOptions}
            style={{ width: '100%' }}
          />
        </FormField>
      )}
    </Flex>
  );
}
