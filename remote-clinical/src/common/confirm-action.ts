import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '@lab/shared/client';

interface ConfirmedAction {
  title: string;
  content: ReactNode;
  /** The confirming button, shown as dangerous: 'Delete', 'Archive'. */
  okText: string;
  action(): Promise<void>;
  /** After the action succeeded. */
  done(): void;
  /** Cleared (null) when the action starts; the failure's text (or `failure`) when it fails. */
  setError(message: string | null): void;
  failure: string;
}

/** A destructive action asked for first (spec: delete and archive ask for confirmation), its failure shown as text. */
export function confirmAction({ title, content, okText, action, done, setError, failure }: ConfirmedAction): void {
  Modal.confirm({
    title,
    content,
    okText,
    okButtonProps: { danger: true },
    cancelText: 'Cancel',
    onOk: async () => {
      setError(null);
      try {
        await action();
        done();
      } catch (error) {
        setError(errorText(error, failure));
      }
    },
  });
}
