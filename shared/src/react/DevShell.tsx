import { Alert, Button, Card, ConfigProvider, Flex, Input, Layout, Menu } from 'antd';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { errorText } from '../client/api-client';
import { useSession } from '../client/session-store';
import { PORTAL_THEME } from './portal-theme';
import { themeStaticMethods } from './theme-static-methods';

export interface DevArea {
  title: string;
  path: string;
  Component: ComponentType;
}

function DevSignIn() {
  const login = useSession((s) => s.login);
  const [email, setEmail] = useState('superadmin@demo.lab');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login(email, password).catch((err: unknown) => setFailure(errorText(err, 'Login failed')));
  };
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Card title="Standalone remote: sign in against the API" style={{ width: 420 }}>
        <form onSubmit={submit}>
          <Flex vertical gap={12}>
            {failure && <Alert type="error" title={failure} />}
            <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} placeholder="Enter your email" />
            <Input.Password required value={password} onChange={(e) => setPassword(e.target.value)} placeholder="Enter your password" />
            <Button type="primary" htmlType="submit">
              Sign In
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}

function DevLayout({ name, areas }: { name: string; areas: DevArea[] }) {
  const { pathname } = useLocation();
  const signOut = useSession((s) => s.signOut);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <span style={{ color: '#fff' }}>{name} (standalone)</span>
        <Menu
          theme="dark"
          mode="horizontal"
          style={{ flex: 1 }}
          selectedKeys={areas.filter((a) => pathname.startsWith(a.path)).map((a) => a.path)}
          items={areas.map((a) => ({ key: a.path, label: <Link to={a.path}>{a.title}</Link> }))}
        />
        <Button onClick={() => void signOut()}>Sign Out</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          {areas.map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
          <Route path="*" element={<Navigate to={areas[0].path} replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

/** Runs a remote on its own for development: a minimal sign-in and its areas, no host. */
themeStaticMethods();

export function DevShell({ name, areas }: { name: string; areas: DevArea[] }) {
  const status = useSession((s) => s.status);
  useEffect(() => {
    void useSession.getState().restore();
  }, []);
  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <BrowserRouter>{status === 'authenticated' ? <DevLayout name={name} areas={areas} /> : <DevSignIn />}</BrowserRouter>
    </ConfigProvider>
  );
}
