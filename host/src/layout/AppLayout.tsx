import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { RequireSession } from '../auth/RequireSession';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** The authenticated layout: side navigation, top bar and the nested route content. */
export function AppLayout() {
  return (
    <RequireSession>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <SideNav />
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
            <TopBar />
          </Layout.Header>
          {/* antd's Content is the page's one <main> landmark */}
          <Layout.Content style={{ padding: 24 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </RequireSession>
  );
}
