import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../client/api-client';

export interface ConfirmedAction {
  title: string;
  content: ReactNode;
  /** The confirming button: 'Delete', 'Archive', 'Cancel Request'. */
  okText: string;
  /** The button that closes the dialog without acting; 'Cancel' unless that would read as the action. */
  cancelText?: string;
  /** Shows the confirming button as dangerous (default true: most asked-for actions delete or undo). */
  danger?: boolean;
  action(): Promise<void>;
  /** After the action succeeded. */
  done(): void;
  /**
   * Once the dialog has gone, whatever was chosen, and the focus is back where it was before: where
   * the action moved the user's work elsewhere, the place to move the focus to.
   */
  afterClose?(): void;
  /** Cleared (null) when the action starts; the failure's text (the server's, else `failure`) when it fails. */
  setError(message: string | null): void;
  failure: string;
}

/** An action asked for first (a delete, an archive, a cancel can't be taken back), its failure shown as text. */
export function confirmAction({ title, content, okText, cancelText = 'Cancel', danger = true, action, done, afterClose, setError, failure }: ConfirmedAction): void {
  Modal.confirm({
    title,
    content,
    okText,
    okButtonProps: { danger },
    cancelText,
    afterClose,
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
