import { Typography, theme } from 'antd';
import { useId } from 'react';

/** HL7 v2 ends each segment with a carriage return; some senders add a line feed after it. */
export const segmentsOf = (raw: string) => raw.split(/\r\n|\r|\n/).filter((segment) => segment.length > 0);

/**
 * A raw HL7 message, one segment per line in a monospace block. The block scrolls sideways for long
 * segments, so it takes the focus (the keyboard can scroll it) and is named by its heading.
 */
export function RawSegments({ title, raw }: { title: string; raw: string }) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 14, margin: '0 0 6px' }}>
        {title}
      </Typography.Title>
      <pre
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        style={{
          margin: 0,
          padding: 12,
          overflowX: 'auto',
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          lineHeight: 1.6,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {segmentsOf(raw).join('\n')}
      </pre>
    </section>
  );
}
