import { CLINICIAN_ROLE, editsMenuPermissions, type InstitutionOption, type SessionUser, type UserDetail } from '@lab/shared';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { PermissionEditor } from './PermissionEditor';
import { UserAccountFields } from './UserAccountFields';
import { useUserForm } from './use-user-form';
import type { UserFormValues } from './user-form-values';
import { UserInstitutionFields } from './UserInstitutionFields';
import { RoleInformationCard, SelectedInstitutionsCard } from './UserFormSideCards';

interface UserFormProps {
  editor: SessionUser;
  /** The user being edited; null for a new one. */
  user: UserDetail | null;
  institutions: InstitutionOption[];
  initial: UserFormValues;
  onCancel(): void;
  onSaved(user: UserDetail): void;
}

/** The user form: account, institutions, menu permissions, side cards, and why it cannot be sent yet. */
export function UserForm({ editor, user, institutions, initial, onCancel, onSaved }: UserFormProps) {
  const form = useUserForm({ editor, user, initial, onSaved });
  const { values, reasons } = form;
  const known = [...institutions, ...(user?.institutions ?? [])];

  return (
    <form onSubmit={form.submit} aria-label={user ? 'Edit user' : 'New user'} noValidate>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title="User Information">
              <Flex vertical gap={16}>
                <UserAccountFields editor={editor} user={user} form={form} />
                <UserInstitutionFields editor={editor} user={user} form={form} institutions={institutions} />
              </Flex>
            </Card>
            {editsMenuPermissions(editor) && (
              <PermissionEditor permissions={values.permissions} onChange={(p) => form.set('permissions', p)} role={values.role} creating={form.creating} />
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <RoleInformationCard role={values.role} />
            {values.role === CLINICIAN_ROLE && <SelectedInstitutionsCard ids={values.institution_ids} known={known} />}
          </Flex>
        </Col>

        {form.saveError && (
          <Col xs={24}>
            <Alert type="error" showIcon title={form.saveError} />
          </Col>
        )}

        <Col xs={24}>
          <Flex justify="flex-end" align="flex-start" gap={16} wrap>
            {reasons.length > 0 && (
              <div id="user-form-reasons" aria-live="polite">
                <Typography.Text type="secondary">To save, fix the following:</Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {reasons.map((reason) => (
                    <li key={reason}>
                      <Typography.Text type="danger">{reason}</Typography.Text>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Flex gap={8}>
              <Button htmlType="button" onClick={onCancel} disabled={form.saving}>
                Cancel
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={form.saving}
                disabled={form.saving || reasons.length > 0}
                aria-describedby={reasons.length > 0 ? 'user-form-reasons' : undefined}
              >
                {user ? 'Update User' : 'Create User'}
              </Button>
            </Flex>
          </Flex>
        </Col>
      </Row>
    </form>
  );
}
