import { Alert, Button, Flex, Modal } from 'antd';
import type { ReactNode } from 'react';

interface CmsFormModalProps {
  title: string;
  busy: boolean;
  /** The red banner: a check that failed, or the server's refusal. */
  error: string | null;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
  /** Wider for forms with rows of fields (a marker's reference ranges). */
  width?: number;
}

/** A CMS add/edit dialog: its fields in a form (Enter in a text field saves), the error banner, Cancel and Save. */
export function CmsFormModal({ title, busy, error, onSubmit, onCancel, children, width = 640 }: CmsFormModalProps) {
  return (
    <Modal open title={title} footer={null} onCancel={onCancel} width={width} destroyOnHidden>
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Flex vertical gap={12}>
          {error && <Alert type="error" showIcon title={error} />}
          {children}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
