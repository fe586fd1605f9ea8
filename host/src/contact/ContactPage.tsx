import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { CONTACT_SENT, useContactForm } from './use-contact-form';
import { useGoBack } from './use-go-back';

export const MESSAGE_MAX_LENGTH = 1000;

/** Contact Support (/contact, spec 3 section 2): a modal over the page; closing goes back one page. */
export function ContactPage() {
  const goBack = useGoBack();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    goBack();
  };
  const form = useContactForm(close);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSend) void form.send();
  }

  return (
    <Modal open={open} title="Contact Support" onCancel={close} footer={null}>
      <form onSubmit={submit} aria-label="Contact support">
        <Flex vertical gap={16}>
          {form.sent && <Alert type="success" showIcon title={CONTACT_SENT} />}
          {form.failure && <Alert type="error" showIcon title={form.failure} />}
          <div>
            <label htmlFor="contact-from">
              <Typography.Text strong>From Email</Typography.Text>
            </label>
            <Input id="contact-from" type="email" value={form.user?.email ?? ''} readOnly variant="filled" style={{ marginTop: 6 }} />
          </div>
          <div>
            <label htmlFor="contact-subject">
              <Typography.Text strong>Subject</Typography.Text>
            </label>
            <Input
              id="contact-subject"
              name="subject"
              required
              maxLength={200}
              placeholder="Brief description of your inquiry"
              value={form.subject}
              onChange={(e) => form.setSubject(e.target.value)}
              disabled={form.sent}
              style={{ marginTop: 6 }}
            />
          </div>
          <div>
            <label htmlFor="contact-message">
              <Typography.Text strong>Message</Typography.Text>
            </label>
            <Input.TextArea
              id="contact-message"
              name="message"
              required
              rows={6}
              maxLength={MESSAGE_MAX_LENGTH}
              placeholder="Please describe your question or issue in detail..."
              aria-describedby="contact-message-count"
              value={form.message}
              onChange={(e) => form.setMessage(e.target.value)}
              disabled={form.sent}
              style={{ marginTop: 6 }}
            />
            <Typography.Text type="secondary" id="contact-message-count" style={{ display: 'block', textAlign: 'right', fontSize: 12 }}>
              {form.message.length}/{MESSAGE_MAX_LENGTH} characters
            </Typography.Text>
          </div>
          <Flex justify="end" gap={8}>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={form.sending} disabled={!form.canSend}>
              Send Message
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
