import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control the label is bound to (htmlFor), so getByLabelText finds it. */
  id: string;
  label: string;
  /** Adds a red mark beside the label (the control keeps its own `required`). */
  required?: boolean;
  /** Secondary text under the control, id `${id}-hint`. */
  hint?: ReactNode;
  /** Error text under the control, id `${id}-error`. */
  error?: string | null;
  children: ReactNode;
}

const underneath = { display: 'block', marginTop: 4, fontSize: 12 } as const;

/** A label bound to its control by id, with an optional required mark, hint and error. */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  return (
    <div>
      <div style={{ marginBottom: 6 }}>
        <label htmlFor={id}>
          <Typography.Text strong>{label}</Typography.Text>
        </label>
        {/* outside the label, so the label's text stays exactly the field's name */}
        {required && (
          <Typography.Text type="danger" aria-hidden style={{ marginLeft: 4 }}>
            *
          </Typography.Text>
        )}
      </div>
      {children}
      {hint && (
        <Typography.Text type="secondary" id={`${id}-hint`} style={underneath}>
          {hint}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" id={`${id}-error`} style={underneath}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** The aria-describedby of a control inside a FormField, or undefined when there is nothing to point at. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
