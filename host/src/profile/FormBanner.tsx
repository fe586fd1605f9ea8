import { Alert } from 'antd';

/** The outcome of a form: a red banner with its failure, else a green one with its success. */
export function FormBanner({ error, success }: { error: string | null; success: string | null }) {
  if (error) return <Alert type="error" showIcon title={error} data-testid="form-error" />;
  if (success) return <Alert type="success" showIcon title={success} data-testid="form-success" />;
  return null;
}
