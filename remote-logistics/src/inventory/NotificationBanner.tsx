import { Alert } from 'antd';

export interface BannerMessage {
  type: 'success' | 'error';
  text: string;
}

/** The result of a notify, a stock request or an adjustment; a success is announced politely (status), a failure at once (alert). */
export function NotificationBanner({ message, onClose }: { message: BannerMessage | null; onClose(): void }) {
  if (!message) return null;
  return <Alert type={message.type} showIcon closable title={message.text} onClose={onClose} role={message.type === 'success' ? 'status' : 'alert'} />;
}
