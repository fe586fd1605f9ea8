import { rolesAssignableBy, USER_MESSAGES, type Role, type SessionUser, type UserDetail } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Checkbox, Col, Input, Row, Select, type InputProps } from 'antd';
import { roleOptions } from './role-options';
import type { UserFormControls } from './use-user-form';
import type { TextField } from './user-form-values';

const half = { xs: 24, sm: 12 };
const fieldId = (field: string) => `user-${field.replace(/_/g, '-')}`;

/** Names, email, phone, role, password and (on edit) Active. */
export function UserAccountFields({ editor, user, form }: { editor: SessionUser; user: UserDetail | null; form: UserFormControls }) {
  const { values } = form;
  const assignable = rolesAssignableBy(editor);
  const self = user !== null && user.id === editor.id;
  // a role the editor may not give (or their own) is shown, not changed
  const roleFixed = self || (user !== null && !assignable.includes(user.role));
  const roles = roleFixed && user ? [user.role] : assignable;
  const roleHint = self ? USER_MESSAGES.selfRole : roleFixed ? 'Only a super administrator can change this role' : undefined;
  const passwordHint = user ? `Leave blank to keep the current password. ${USER_MESSAGES.passwordHint}` : USER_MESSAGES.passwordHint;

  const text = (field: TextField, label: string, options: { required?: boolean; hint?: string; input?: InputProps } = {}) => {
    const id = fieldId(field);
    const Control = field === 'password' ? Input.Password : Input;
    return (
      <FormField id={id} label={label} required={options.required} hint={options.hint}>
        <Control
          id={id}
          name={field}
          required={options.required}
          aria-describedby={describedBy(id, options)}
          value={values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          {...options.input}
        />
      </FormField>
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col {...half}>{text('first_name', 'First Name', { required: true, input: { autoComplete: 'off', maxLength: 100 } })}</Col>
      <Col {...half}>{text('last_name', 'Last Name', { required: true, input: { autoComplete: 'off', maxLength: 100 } })}</Col>
      <Col {...half}>{text('email', 'Email', { required: true, input: { type: 'email', autoComplete: 'off', maxLength: 254 } })}</Col>
      <Col {...half}>{text('phone', 'Phone', { input: { type: 'tel', autoComplete: 'off', maxLength: 40 } })}</Col>
      <Col {...half}>
        <FormField id="user-role" label="Role" required hint={roleHint}>
          <Select<Role>
            id="user-role"
            placeholder="Select a role"
            disabled={roleFixed}
            aria-describedby={describedBy('user-role', { hint: roleHint })}
            value={values.role || undefined}
            onChange={(role) => form.setRole(role)}
            options={roleOptions(roles)}
            style={{ width: '100%' }}
          />
        </FormField>
      </Col>
      <Col {...half}>{text('password', 'Password', { required: !user, hint: passwordHint, input: { autoComplete: 'new-password', maxLength: 256 } })}</Col>
      {user && (
        <Col xs={24}>
          <Checkbox checked={values.is_active} disabled={self} onChange={(e) => form.set('is_active', e.target.checked)}>
            Active
          </Checkbox>
        </Col>
      )}
    </Row>
  );
}
