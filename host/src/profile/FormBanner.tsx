import { Alert } from 'antd';

export type FormOutcome = { type: 'success' | 'error'; text: string } | null;

/** The outcome of a form: a red banner on failure, a green one on success. */
export function FormBanner({ outcome }: { outcome: FormOutcome }) {
  if (!outcome) return null;
  return <Alert type={outcome.type} showIcon title={outcome.text} data-testid={`form-${outcome.type}`} />;
}
