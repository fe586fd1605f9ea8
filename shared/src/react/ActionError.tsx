import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/**
 * Why an action the user took failed (a delete, a review, a report), above the content it
 * concerns, until they close it or act again. Nothing when there is no failure.
 */
export function ActionError({ error, onClose, style }: { error: string | null | undefined; onClose(): void; style?: CSSProperties }) {
  if (!error) return null;
  return <Alert type="error" showIcon closable={{ onClose, 'aria-label': 'Close' }} title={error} style={style} />;
}
