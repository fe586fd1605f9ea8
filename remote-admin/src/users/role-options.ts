import { roleLabel, ROLES, type Role } from '@lab/shared';

/** 'institution_admin' -> 'Institution Admin', as the role pickers list it. */
export const roleTitle = (role: Role) => roleLabel(role).replace(/\b\w/g, (c) => c.toUpperCase());

export const roleOptions = (roles: readonly Role[] = ROLES) => roles.map((role) => ({ value: role, label: roleTitle(role) }));
