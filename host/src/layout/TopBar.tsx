import { DownOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { useSession } from '@lab/shared/client';
import { VisuallyHidden } from '@lab/shared/react';
import { Avatar, Button, Dropdown, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { initials } from './SideNav';

export function TopBar() {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  if (!user) return null;

  const items = [
    { key: 'profile', icon: <SettingOutlined />, label: 'Profile Settings', onClick: () => navigate('/profile') },
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
    <Flex align="center" justify="space-between" style={{ height: '100%' }}>
      <Flex align="center" gap={12}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          Welcome back, {user.first_name}
        </Typography.Text>
        {user.institution_name && (
          <Tag color="blue" data-testid="institution-badge">
            {user.institution_name}
          </Tag>
        )}
      </Flex>
      <Flex align="center" gap={16}>
        <Link to="/contact">Contact Us</Link>
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          {/* Named by its content ("Sarah User menu"): the visible name stays part of the accessible one. */}
          <Button type="text" style={{ height: 40 }}>
            <Avatar size="small" aria-hidden style={{ background: '#0958d9' }}>
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <span>{user.first_name}</span>
            <VisuallyHidden>User menu</VisuallyHidden>
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
