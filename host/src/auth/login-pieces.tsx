// The static parts of the sign-in page (the card, its heading and texts), drawn with antd's own
// design tokens: antd's Card and Typography would bring Tabs, Tooltip, Dropdown... (about 80 KB
// gzip) to the portal's first page for a box and three lines of text. The styles are those antd
// gives .ant-card (outlined) and .ant-typography, from the same tokens, so the page looks the same.
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

/** An outlined antd card: container background, secondary border, large radius, the base font. */
export function LoginCard({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const card: CSSProperties = {
    boxSizing: 'border-box',
    position: 'relative',
    margin: 0,
    padding: 32,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  return <div style={{ ...card, ...style }}>{children}</div>;
}

/** Typography.Title level 2. */
export function LoginTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const title: CSSProperties = {
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: token.fontSizeHeading2,
    lineHeight: token.lineHeightHeading2,
    wordBreak: 'break-word',
  };
  return <h2 style={{ ...title, ...style }}>{children}</h2>;
}

/** Typography.Text: `secondary` (description colour) or `strong`. */
export function LoginText({ children, secondary, strong }: { children: ReactNode; secondary?: boolean; strong?: boolean }) {
  const { token } = theme.useToken();
  const text: CSSProperties = { color: secondary ? token.colorTextDescription : token.colorText, lineHeight: token.lineHeight, wordBreak: 'break-word' };
  return <span style={text}>{strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}</span>;
}
