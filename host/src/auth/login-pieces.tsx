// The static parts of the sign-in page (the card, its heading and texts), drawn with antd's own
// design tokens: antd's Card and Typography would bring Tabs, Tooltip, Dropdown... (about 80 KB
// gzip) to the portal's first page for a box and three lines of text. The styles are those antd
// gives .ant-card (outlined) and .ant-typography, from the same tokens, so the page looks the same.
import { ExperimentOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
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

/** The page of a sign-in step before any session (set a password, forgotten password): the product's mark, a title, a card. */
export function AuthStepPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 100%)', padding: 16 }}>
      <main style={{ width: '100%', maxWidth: 440 }}>
        <LoginCard>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <ExperimentOutlined style={{ fontSize: 40, color: '#0958d9' }} aria-hidden />
            <LoginTitle style={{ margin: '8px 0 0', textAlign: 'center' }}>{title}</LoginTitle>
          </Flex>
          {children}
        </LoginCard>
      </main>
    </Flex>
  );
}
