import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FormOutlined,
  InboxOutlined,
  SendOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { isNavEntryActive, navEntriesFor, roleLabel, type AreaKey } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { Avatar, Flex, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

const ICONS: Partial<Record<AreaKey, ReactNode>> = {
  dashboard: <DashboardOutlined />,
  patients: <UserOutlined />,
  tests: <ExperimentOutlined />,
  results: <FileDoneOutlined />,
  inventory: <InboxOutlined />,
  fulfillment: <SendOutlined />,
  users: <TeamOutlined />,
  institutions: <BankOutlined />,
  cms: <FormOutlined />,
  audit: <AuditOutlined />,
  interfaces: <ApiOutlined />,
  platform: <DeploymentUnitOutlined />,
};

export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** Only the entries the user may access; the current path's entry highlighted. */
export function SideNav() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  if (!user) return null;
  const entries = navEntriesFor(user);
  const selected = entries.filter((e) => isNavEntryActive(e, pathname)).map((e) => e.path);

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ padding: '20px 24px', color: '#fff' }}>
        <AppstoreOutlined style={{ fontSize: 22 }} aria-hidden />
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          Lab Portal
        </Typography.Text>
      </Flex>
      <nav aria-label="Main navigation" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected}
          items={entries.map((e) => ({ key: e.path, icon: ICONS[e.area], label: <Link to={e.path}>{e.name}</Link> }))}
        />
      </nav>
      <Flex align="center" gap={12} style={{ padding: 16, borderTop: '1px solid rgba(255,255,255,0.12)' }} data-testid="nav-user">
        <Avatar style={{ background: '#0958d9', flexShrink: 0 }}>{initials(user.first_name, user.last_name)}</Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text style={{ color: '#fff' }} ellipsis>
            {user.first_name} {user.last_name}
          </Typography.Text>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>{roleLabel(user.role)}</Typography.Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
