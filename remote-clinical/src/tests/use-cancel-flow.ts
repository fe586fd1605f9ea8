import { TEST_REQUEST_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { changeRequestStatus } from './requests-api';

/** The status change runs this long after the notification is sent (spec 1 section 4). */
export const CANCEL_AFTER_SENT_MS = 1000;

/**
 * Cancel (spec 1 section 4): confirm, then the notification modal; once the patient has been
 * told, the request is cancelled about a second later. Closing the modal before that drops the cancel.
 */
export function useCancelFlow(requestId: number, onCancelled: () => void) {
  const [notifying, setNotifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearPending = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
  };
  useEffect(() => clearPending, []);

  function start() {
    Modal.confirm({
      title: 'Cancel this test request?',
      content: 'The patient is told first: write the notification, and the request is cancelled once it is sent.',
      okText: 'Continue',
      cancelText: 'Keep request',
      onOk: () => {
        setError(null);
        setNotifying(true);
      },
    });
  }

  function notificationSent() {
    pending.current = setTimeout(async () => {
      pending.current = null;
      try {
        await changeRequestStatus(requestId, 'cancelled');
        onCancelled();
      } catch (failure) {
        setError(errorText(failure, TEST_REQUEST_MESSAGES.updateStatusFailed));
      }
    }, CANCEL_AFTER_SENT_MS);
  }

  function modalClosed() {
    clearPending(); // a cancel not yet run is dropped
    setNotifying(false);
  }

  return { start, notifying, notificationSent, modalClosed, error, clearError: () => setError(null) };
}
