import { ExperimentOutlined } from '@ant-design/icons';
import { errorText, useSession } from '@lab/shared/client';
import { PORTAL_THEME } from '@lab/shared/theme';
// The sign-in page is the portal's first paint. It takes only the antd components it shows, one by
// one (antd/es/...), never the federated `antd` singleton (the whole library), which the shell
// loads after sign-in (app/shell.tsx). Same antd files and theme, so the look is antd's.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginCard, LoginText, LoginTitle } from './login-pieces';

export const PRODUCT_NAME = 'Lab Portal';

interface Props {
  /** Starts loading the signed-in pages' code (the shell, with antd), alongside the sign-in request. */
  preload?: () => void;
}

/** Sign-in, in the portal's antd theme. */
export function LoginPage({ preload }: Props) {
  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <SignIn preload={preload} />
    </ConfigProvider>
  );
}

/** Browser-level validation only, the server's text on failure. */
function SignIn({ preload }: Props) {
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
    preload?.();
    setBusy(true);
    setFailure(null);
    try {
      await login(email, password);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/dashboard', { replace: true });
    } catch (error) {
      // typed here, not taken from @lab/shared's catalogues: the first paint does not load the shared root
      setFailure(errorText(error, 'Login failed'));
      setBusy(false);
    }
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 100%)', padding: 16 }}>
      <LoginCard style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <ExperimentOutlined style={{ fontSize: 40, color: '#0958d9' }} aria-hidden />
          <LoginTitle style={{ margin: '8px 0 0', textAlign: 'center' }}>Welcome to {PRODUCT_NAME}</LoginTitle>
          <LoginText secondary>Healthcare Lab Management SaaS Platform</LoginText>
        </Flex>
        <form onSubmit={submit} aria-label="Sign in">
          <Flex vertical gap={16}>
            {failure && <Alert type="error" showIcon title={failure} role="alert" />}
            <label>
              <LoginText strong>Email address</LoginText>
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
              <LoginText strong>Password</LoginText>
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
            <Link to="/forgot-password" style={{ textAlign: 'center' }}>
              Forgot your password?
            </Link>
          </Flex>
        </form>
      </LoginCard>
    </Flex>
  );
}
