import { Typography } from 'antd';

/** A result's free text as it was typed (line breaks kept), or `empty` in secondary text. */
export function ResultText({ text, empty = 'None' }: { text: string | null | undefined; empty?: string }) {
  if (!text?.trim()) return <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>;
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>;
}
