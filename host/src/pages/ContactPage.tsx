import { Typography } from 'antd';

/** Placeholder until the contact issue builds the modal. */
export function ContactPage() {
  return <Typography.Title level={2}>Contact Support</Typography.Title>;
}
