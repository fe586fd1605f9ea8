import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RequireSession } from '../auth/RequireSession';
import { NewerVersionNotice } from '../federation/NewerVersionNotice';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

const NAV_WIDTH = 240;
const NAV_BACKGROUND = '#001529';

/**
 * The authenticated layout: navigation, top bar and the nested route content. From a laptop up the
 * navigation stands beside the page; on a phone or tablet it is a drawer that a real button opens
 * (reachable by keyboard) and that closes once the user has chosen where to go.
 */
export function AppLayout() {
  // narrow only when a smaller breakpoint is known to match: before the first measure (and where
  // nothing can be measured) the wide layout stands, as most users have it
  const screens = Grid.useBreakpoint();
  const wide = !(screens.lg === false && (screens.xs || screens.sm || screens.md));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname, wide]);

  return (
    <RequireSession>
      <Layout style={{ minHeight: '100vh' }}>
        {wide ? (
          <Layout.Sider width={NAV_WIDTH} style={{ position: 'sticky', top: 0, height: '100vh' }}>
            <SideNav />
          </Layout.Sider>
        ) : (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={NAV_WIDTH}
            closable={false}
            styles={{ body: { padding: 0, background: NAV_BACKGROUND } }}
          >
            <SideNav />
          </Drawer>
        )}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header style={{ background: '#fff', padding: wide ? '0 24px' : '0 12px', borderBottom: '1px solid #f0f0f0' }}>
            <TopBar
              compact={!wide}
              menuButton={
                !wide && <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} />
              }
            />
          </Layout.Header>
          {/* antd's Content is the page's one <main> landmark */}
          <Layout.Content style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
            <NewerVersionNotice />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </RequireSession>
  );
}
