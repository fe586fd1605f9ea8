import { SendOutlined } from '@ant-design/icons';
import type { TestNotificationBody } from '@lab/shared';
import { describedBy, FormField } from '@lab/shared/react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTestNotification } from './use-test-notification';

export interface TestNotificationKind {
  id: string;
  title: string;
  intro: string;
  label: string;
  inputType: 'email' | 'tel';
  placeholder: string;
  hint?: string;
  button: string;
  required: string;
  failed(reason: string): string;
  body(to: string): TestNotificationBody;
}

/** One test card: the address, Send (disabled while empty), the result line. */
export function TestNotificationCard({ kind }: { kind: TestNotificationKind }) {
  const [to, setTo] = useState('');
  const { sending, result, send } = useTestNotification(kind, kind.body);
  const inputId = `${kind.id}-to`;
  return (
    <Card title={kind.title} style={{ height: '100%' }}>
      <form
        aria-label={kind.title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(to);
        }}
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{kind.intro}</Typography.Text>
          <FormField id={inputId} label={kind.label} hint={kind.hint}>
            <Input
              id={inputId}
              type={kind.inputType}
              autoComplete="off"
              placeholder={kind.placeholder}
              aria-describedby={describedBy(inputId, { hint: kind.hint })}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              // Enter sends, and in an empty field says what is missing (the disabled button would not)
              onPressEnter={(event) => {
                event.preventDefault();
                void send(to);
              }}
            />
          </FormField>
          <div>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} disabled={!to.trim()}>
              {sending ? 'Sending...' : kind.button}
            </Button>
          </div>
          {/* the ✅/❌ mark tells success from failure; antd's green text would fall short of AA contrast */}
          <div role="status">
            {result && (
              <Typography.Text strong type={result.ok ? undefined : 'danger'}>
                {result.text}
              </Typography.Text>
            )}
          </div>
        </Flex>
      </form>
    </Card>
  );
}
