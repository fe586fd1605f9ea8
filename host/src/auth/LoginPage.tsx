import { ExperimentOutlined } from '@ant-design/icons';
import { errorText, useSession } from '@lab/shared/client';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

export const PRODUCT_NAME = 'Lab Portal';

/** Sign-in (spec 1 section 2): browser-level validation only, the server's text on failure. */
export function LoginPage() {
  const status = useSession((s) => s.status);
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (status === 'authenticated' && !busy) return <Navigate to="/dashboard" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await login(email, password);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/dashboard', { replace: true });
    } catch (error) {
      setFailure(errorText(error, 'Login failed'));
      setBusy(false);
    }
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 100%)', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <ExperimentOutlined style={{ fontSize: 40, color: '#0958d9' }} aria-hidden />
          <Typography.Title level={2} style={{ margin: '8px 0 0', textAlign: 'center' }}>
            Welcome to {PRODUCT_NAME}
          </Typography.Title>
          <Typography.Text type="secondary">Healthcare Lab Management SaaS Platform</Typography.Text>
        </Flex>
        <form onSubmit={submit} aria-label="Sign in">
          <Flex vertical gap={16}>
            {failure && <Alert type="error" showIcon title={failure} role="alert" />}
            <label>
              <Typography.Text strong>Email address</Typography.Text>
              <Input
                type="email"
                name="email"
                required
                autoComplete="username"
                placeholder="Enter your email"
                size="large"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                style={{ marginTop: 6 }}
              />
            </label>
            <label>
              <Typography.Text strong>Password</Typography.Text>
              <Input.Password
                name="password"
                required
                autoComplete="current-password"
                placeholder="Enter your password"
                size="large"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                style={{ marginTop: 6 }}
              />
            </label>
            <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
