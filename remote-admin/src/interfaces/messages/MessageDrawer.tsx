import { INTERFACE_SCREEN_TEXTS as TEXTS, type SessionUser } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { ActionError, LoadingSpinner, useLoadedData } from '@lab/shared/react';
import { Alert, Button, Drawer, Flex, Typography } from 'antd';
import { fetchMessage } from '../interfaces-api';
import { MessageDetails } from './MessageDetails';
import { RawSegments } from './RawSegments';
import { useMessageActions } from './use-message-actions';

interface MessageDrawerProps {
  id: number;
  user: SessionUser;
  onClose(): void;
  /** After a Retry or Discard: the list and its counts load again. */
  onChanged(): void;
}

/** One message: its summary, its raw text and its ACK's, and Retry or Discard where the outbox's rules allow. */
export function MessageDrawer({ id, user, onClose, onChanged }: MessageDrawerProps) {
  const loaded = useLoadedData(() => fetchMessage(id), [id]);
  const message = loaded.error ? undefined : loaded.data;
  const actions = useMessageActions(message, () => {
    loaded.reload();
    onChanged();
  });
  const title = message ? `Message ${message.control_id ?? `#${message.id}`}` : 'Message';

  return (
    <Drawer
      open
      title={title}
      size={760}
      onClose={onClose}
      extra={
        (actions.canRetry || actions.canDiscard) && (
          <Flex gap={8}>
            {actions.canRetry && (
              <Button type="primary" onClick={actions.retry}>
                {TEXTS.retry}
              </Button>
            )}
            {actions.canDiscard && (
              <Button danger onClick={actions.discard}>
                {TEXTS.discard}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {actions.modalHolder}
      <Flex vertical gap={16}>
        <ActionError error={actions.error} onClose={actions.dismissError} />
        {!!loaded.error && <Alert type="error" showIcon title={errorText(loaded.error, TEXTS.messageFailed)} />}
        {!message && !loaded.error && <LoadingSpinner label="Loading message" />}
        {message && (
          <>
            <MessageDetails message={message} user={user} />
            <RawSegments title={TEXTS.rawMessage} raw={message.raw} />
            {message.ack_raw ? (
              <RawSegments title={message.protocol === 'fhir' ? TEXTS.rawLabAnswer : TEXTS.rawAck} raw={message.ack_raw} />
            ) : (
              <Typography.Text type="secondary">{message.protocol === 'fhir' ? TEXTS.noLabAnswer : TEXTS.noAck}</Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Drawer>
  );
}
