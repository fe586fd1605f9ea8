import { roleLabel, type Role } from '../access';
import { ROLE_BADGE_COLOURS } from '../user-rules';
import { StatusTag, type TagTone } from './StatusTag';

/** A user's role as a coloured badge (the colours live in @lab/shared's user rules). */
export function RoleBadge({ role }: { role: Role }) {
  return <StatusTag tone={ROLE_BADGE_COLOURS[role] as TagTone}>{roleLabel(role)}</StatusTag>;
}
