import { DownOutlined, LogoutOutlined, MailOutlined, SettingOutlined } from '@ant-design/icons';
import { useSession } from '@lab/shared/client';
import { VisuallyHidden } from '@lab/shared/react';
import { Avatar, Button, Dropdown, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { initials } from './SideNav';

/** The greeting, the institution, Contact Us and the user menu; `compact` (a phone) keeps what fits. */
export function TopBar({ compact = false, menuButton }: { compact?: boolean; menuButton?: ReactNode }) {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  if (!user) return null;

  const items = [
    { key: 'profile', icon: <SettingOutlined />, label: 'Profile Settings', onClick: () => navigate('/profile') },
    // on a phone Contact Us moves into this menu, out of the narrow bar
    ...(compact ? [{ key: 'contact', icon: <MailOutlined />, label: 'Contact Us', onClick: () => navigate('/contact') }] : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: 'Sign Out',
      onClick: async () => {
        await signOut();
        navigate('/login', { replace: true });
      },
    },
  ];

  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
      <Flex align="center" gap={compact ? 4 : 12} style={{ minWidth: 0 }}>
        {menuButton}
        {/* one line, cut short when the bar is narrow: never a letter per line */}
        <Typography.Text strong ellipsis style={{ fontSize: 16, minWidth: 0 }}>
          Welcome back, {user.first_name}
        </Typography.Text>
        {user.institution_name && !compact && (
          <Tag color="blue" data-testid="institution-badge">
            {user.institution_name}
          </Tag>
        )}
      </Flex>
      <Flex align="center" gap={compact ? 4 : 16} style={{ flexShrink: 0 }}>
        {!compact && <Link to="/contact">Contact Us</Link>}
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          {/* Named by its content ("Sarah User menu"): the visible name stays part of the accessible one. */}
          <Button type="text" style={{ height: 40 }}>
            <Avatar size="small" aria-hidden style={{ background: '#0958d9' }}>
              {initials(user.first_name, user.last_name)}
            </Avatar>
            {!compact && <span>{user.first_name}</span>}
            <VisuallyHidden>User menu</VisuallyHidden>
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
