import { StatusTag } from '@lab/shared/react';

export const statusLabel = (active: boolean) => (active ? 'Active' : 'Inactive');

/** The Active/Inactive badge of a CMS row, read only. */
export function StatusBadge({ active }: { active: boolean }) {
  return <StatusTag tone={active ? 'green' : 'default'}>{statusLabel(active)}</StatusTag>;
}

const BARE_BUTTON = { background: 'none', border: 0, padding: 0, cursor: 'pointer', borderRadius: 4 } as const;

/** The badge as a button: a click flips the row's active flag. */
export function StatusToggle({ name, active, busy, onToggle }: { name: string; active: boolean; busy: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      style={{ ...BARE_BUTTON, opacity: busy ? 0.6 : 1 }}
      aria-label={`${statusLabel(active)}: set ${name} to ${statusLabel(!active)}`}
      title={`Set to ${statusLabel(!active)}`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
    >
      <StatusBadge active={active} />
    </button>
  );
}
