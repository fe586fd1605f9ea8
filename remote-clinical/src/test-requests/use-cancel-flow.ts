import type { TestRequestDetail } from '@lab/shared';
import { Modal } from 'antd';
import { useState } from 'react';
import { cancelWithNotice } from './requests-api';

/**
 * Cancel: confirm, then the notification modal. Its Send is one call in which the server tells the
 * patient and then cancels, so closing the modal before Send cancels nothing, and nothing the
 * browser does afterwards can separate the notice from the cancel.
 */
export function useCancelFlow(requestId: number, onCancelled: (request: TestRequestDetail) => void) {
  const [notifying, setNotifying] = useState(false);

  function start() {
    Modal.confirm({
      title: 'Cancel this test request?',
      content: 'The patient is told first: write the notification, and the request is cancelled once it is sent.',
      okText: 'Continue',
      cancelText: 'Keep request',
      onOk: () => setNotifying(true),
    });
  }

  async function send(message: string) {
    const answer = await cancelWithNotice(requestId, message);
    onCancelled(answer.request);
    return answer;
  }

  return { start, notifying, send, modalClosed: () => setNotifying(false) };
}
