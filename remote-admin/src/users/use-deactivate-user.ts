import { USER_MESSAGES, type UserDetail, personName } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { message, Modal } from 'antd';
import { useState } from 'react';
import { deactivateUser } from './users-api';

const DEACTIVATE_FAILED = USER_MESSAGES.deactivateFailed;

/**
 * Deactivate, asked first (POST /users/{id}/deactivate). `onDone` gets the
 * user as the server answered (inactive). The holders must be rendered for the dialog and toast.
 */
export function useDeactivateUser(onDone: (user: UserDetail) => void) {
  const [error, setError] = useState<string | null>(null);
  // the hook forms, so the dialog and the toast carry the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();

  function confirmDeactivate(user: UserDetail) {
    void modal.confirm({
      title: `Deactivate ${personName(user)}?`,
      content: 'They will be signed out at once and cannot sign in until reactivated.',
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setError(null);
        try {
          const answer = await deactivateUser(user.id);
          onDone(answer.user);
          void toast.success(answer.message || USER_MESSAGES.deactivated);
        } catch (failure) {
          setError(errorText(failure, DEACTIVATE_FAILED));
        }
      },
    });
  }

  return { confirmDeactivate, error, clearError: () => setError(null), modalHolder, toastHolder };
}
