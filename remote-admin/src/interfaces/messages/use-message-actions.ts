import { canDiscardMessage, canRetryMessage, INTERFACE_SCREEN_TEXTS as TEXTS, type InterfaceMessageSummary } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Modal } from 'antd';
import { useState } from 'react';
import { discardMessage, retryMessage } from '../interfaces-api';

interface MessageAction {
  title: string;
  question: string;
  okText: string;
  danger: boolean;
  run(id: number): Promise<void>;
  failure: string;
}

const RETRY: MessageAction = { title: TEXTS.retryTitle, question: TEXTS.retryQuestion, okText: TEXTS.retry, danger: false, run: retryMessage, failure: TEXTS.retryFailed };
const DISCARD: MessageAction = { title: TEXTS.discardTitle, question: TEXTS.discardQuestion, okText: TEXTS.discard, danger: true, run: discardMessage, failure: TEXTS.discardFailed };

/**
 * Retry and Discard of one message, each asked first: a retry sends an order to an analyzer again,
 * a discard gives it up for good. Which one a message offers follows the outbox's rules
 * (canRetryMessage, canDiscardMessage); `done` runs after either succeeded.
 */
export function useMessageActions(message: InterfaceMessageSummary | undefined, done: () => void) {
  const [error, setError] = useState<string | null>(null);
  // the hook form, so the confirmation carries the portal's theme from the tree
  const [modal, modalHolder] = Modal.useModal();

  function ask(action: MessageAction) {
    if (!message) return;
    void modal.confirm({
      title: action.title,
      content: action.question,
      okText: action.okText,
      okButtonProps: { danger: action.danger },
      cancelText: 'Cancel',
      onOk: async () => {
        setError(null);
        try {
          await action.run(message.id);
          done();
        } catch (failure) {
          setError(errorText(failure, action.failure));
        }
      },
    });
  }

  return {
    canRetry: !!message && canRetryMessage(message.status),
    // only an outgoing message is ever sent, so only it can be given up
    canDiscard: !!message && message.direction === 'out' && canDiscardMessage(message.status),
    retry: () => ask(RETRY),
    discard: () => ask(DISCARD),
    error,
    dismissError: () => setError(null),
    modalHolder,
  };
}
