import { ConfigProvider } from 'antd';
import { PORTAL_THEME } from './portal-theme';

/**
 * antd's static methods (Modal.confirm, message) render outside the React tree, so the theme of a
 * ConfigProvider does not reach them: a confirmation's primary button kept antd's #1677ff (4.1:1).
 * Called once where the theme is set (the host's shell, the DevShell of a standalone remote).
 */
export function themeStaticMethods(): void {
  ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={PORTAL_THEME}>{children}</ConfigProvider> });
}
