import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A label bound to its input by id, with an optional hint underneath. */
export function LabeledField({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      {children}
      {hint && (
        <Typography.Text type="secondary" id={`${id}-hint`} style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}
