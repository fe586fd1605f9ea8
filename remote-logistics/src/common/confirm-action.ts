import { errorText } from '@lab/shared/client';
import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmedAction {
  title: string;
  content: ReactNode;
  /** The confirming button: 'Cancel Request', 'Reopen Request'. */
  okText: string;
  /** The button that closes the dialog without acting; 'Cancel' unless that would read as the action. */
  cancelText?: string;
  /** Shows the confirming button as dangerous (default true). */
  danger?: boolean;
  action(): Promise<void>;
  /** After the action succeeded. */
  done(): void;
  /** Cleared (null) when the action starts; the failure's text (or `failure`) when it fails. */
  setError(message: string | null): void;
  failure: string;
}

/** An action asked for first, its failure shown as text (the server's, else `failure`). */
export function confirmAction({ title, content, okText, cancelText = 'Cancel', danger = true, action, done, setError, failure }: ConfirmedAction): void {
  Modal.confirm({
    title,
    content,
    okText,
    okButtonProps: { danger },
    cancelText,
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
