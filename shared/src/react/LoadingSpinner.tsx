import { Flex, Spin } from 'antd';

/**
 * A spinner that says what is loading. The label sits on a status region: on antd's own spinner
 * it would land on a plain div, where assistive technology ignores it (and axe refuses it).
 */
export function LoadingSpinner({ label, size, fullPage = false }: { label: string; size?: 'small' | 'default' | 'large'; fullPage?: boolean }) {
  return (
    <Flex role="status" aria-label={label} justify="center" align="center" style={fullPage ? { minHeight: '100vh' } : { padding: 48 }}>
      <Spin size={size} />
    </Flex>
  );
}
