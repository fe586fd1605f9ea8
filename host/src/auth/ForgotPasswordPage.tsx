import { AUTH_MESSAGES, AUTH_PATHS, type ForgotPasswordResponse } from '@lab/shared';
import { apiClient, errorText } from '@lab/shared/client';
import { PORTAL_THEME } from '@lab/shared/theme';
// Like the sign-in page (a first-chunk page, before any session): antd's components one by one.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthStepPage, LoginText } from './login-pieces';
import { Finished } from './SetPasswordPage';

/**
 * /forgot-password, from the sign-in page: a person asks for a link to choose a new password. The
 * answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await apiClient.post<ForgotPasswordResponse>(AUTH_PATHS.forgotPassword, { email: email.trim() });
      setDone(data.message);
    } catch (error) {
      setFailure(errorText(error, AUTH_MESSAGES.sendLinkFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <AuthStepPage title={AUTH_MESSAGES.forgotTitle}>
        {done ? (
          <Finished type="success" text={done} />
        ) : (
          <form onSubmit={submit} aria-label={AUTH_MESSAGES.forgotTitle}>
            <Flex vertical gap={16}>
              <LoginText>{AUTH_MESSAGES.forgotIntro}</LoginText>
              {failure && <Alert type="error" showIcon title={failure} role="alert" />}
              <label>
                <LoginText strong>Email address</LoginText>
                <Input type="email" name="email" required autoComplete="username" placeholder="Enter your email" size="large" value={email} onChange={(e) => setEmail(e.target.value)} style={{ marginTop: 6 }} />
              </label>
              <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
                {busy ? 'Sending...' : 'Send Reset Link'}
              </Button>
              <Link to="/login">Back to sign in</Link>
            </Flex>
          </form>
        )}
      </AuthStepPage>
    </ConfigProvider>
  );
}
