import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from '@lab/shared';
import { FormField } from '@lab/shared/react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { useContactForm } from './use-contact-form';
import { useGoBack } from './use-go-back';

/** Contact Support (/contact): a modal over the page; closing goes back one page. */
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
          {form.sent && <Alert type={form.sent.delivered ? 'success' : 'warning'} showIcon title={form.sent.message} />}
          {form.failure && <Alert type="error" showIcon title={form.failure} />}
          <FormField id="contact-from" label="From Email">
            <Input id="contact-from" type="email" value={form.user?.email ?? ''} readOnly variant="filled" />
          </FormField>
          <FormField id="contact-subject" label="Subject">
            <Input
              id="contact-subject"
              name="subject"
              required
              maxLength={CONTACT_SUBJECT_MAX_LENGTH}
              placeholder="Brief description of your inquiry"
              value={form.subject}
              onChange={(e) => form.setSubject(e.target.value)}
              disabled={form.sent !== null}
            />
          </FormField>
          <FormField id="contact-message" label="Message">
            <Input.TextArea
              id="contact-message"
              name="message"
              required
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              placeholder="Please describe your question or issue in detail..."
              aria-describedby="contact-message-count"
              value={form.message}
              onChange={(e) => form.setMessage(e.target.value)}
              disabled={form.sent !== null}
            />
            <Typography.Text type="secondary" id="contact-message-count" style={{ display: 'block', textAlign: 'right', fontSize: 12 }}>
              {form.message.length}/{CONTACT_MESSAGE_MAX_LENGTH} characters
            </Typography.Text>
          </FormField>
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
