import { SMS_RECOMMENDED_LENGTH, TEST_REQUEST_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** The modal closes this long after a successful send. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

interface Props {
  open: boolean;
  title?: string;
  /** What Send does with the message (send it to the patient, or send it and cancel); answers the server's text. */
  send(message: string): Promise<{ message: string }>;
  /** The modal closed: by the user, or after a success. */
  onClose(): void;
}

/** Send-notification modal: a message to the request's patient by email and SMS. */
export function NotificationModal({ open, title = 'Send Notification', send: sendMessage, onClose }: Props) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!open) return;
    setMessage('');
    setError(null);
    setSent(null);
  }, [open]);
  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  async function send() {
    if (!message.trim()) {
      setError(TEST_REQUEST_MESSAGES.messageRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      setSent((await sendMessage(message.trim())).message);
      closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    } catch (failure) {
      setError(errorText(failure, TEST_REQUEST_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  }

  function close() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={title}
      okText="Send"
      onOk={send}
      onCancel={close}
      okButtonProps={{ disabled: message.length === 0 || sent !== null, loading: sending }}
      cancelText="Close"
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <label htmlFor="notification-message">Message to the patient (email and SMS)</label>
        <Input.TextArea id="notification-message" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} disabled={sent !== null} />
        <Typography.Text type={message.length > SMS_RECOMMENDED_LENGTH ? 'warning' : 'secondary'}>
          {message.length}/{SMS_RECOMMENDED_LENGTH} characters: {SMS_RECOMMENDED_LENGTH} characters is recommended for SMS.
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        {sent && <Alert type="success" showIcon title={sent} />}
      </Flex>
    </Modal>
  );
}
