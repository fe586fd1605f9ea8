import { apiPath, AUTH_MESSAGES, AUTH_PATHS, MIN_PASSWORD_LENGTH, USER_MESSAGES, type PasswordLinkResponse, type SetPasswordResponse } from '@lab/shared';
import { apiClient, errorText } from '@lab/shared/client';
import { PORTAL_THEME } from '@lab/shared/theme';
// Like the sign-in page (a first-chunk page, before any session): antd's components one by one.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthStepPage, LoginText } from './login-pieces';

type LinkState = { kind: 'checking' } | { kind: 'invalid'; reason: string } | { kind: 'ready'; link: PasswordLinkResponse } | { kind: 'done'; message: string };

export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * /set-password?token=…: where an account-setup or password-reset mail leads. The link
 * is checked first, so a used or expired one says so before anyone types a password.
 */
export function SetPasswordPage() {
  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <SetPassword />
    </ConfigProvider>
  );
}

function SetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    if (!token) return setState({ kind: 'invalid', reason: USER_MESSAGES.linkInvalid });
    let live = true;
    apiClient
      .get<PasswordLinkResponse>(apiPath(AUTH_PATHS.passwordLink, { token }))
      .then(({ data }) => live && setState({ kind: 'ready', link: data }))
      .catch((error) => live && setState({ kind: 'invalid', reason: errorText(error, USER_MESSAGES.linkInvalid) }));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthStepPage title={state.kind === 'ready' && state.link.kind === 'account_setup' ? 'Set up your account' : 'Choose your password'}>
      {state.kind === 'checking' && <LoginText secondary>Checking your link...</LoginText>}
      {state.kind === 'invalid' && <Finished type="error" text={state.reason} />}
      {state.kind === 'done' && <Finished type="success" text={state.message} />}
      {state.kind === 'ready' && <PasswordForm token={token} link={state.link} onDone={(message) => setState({ kind: 'done', message })} />}
    </AuthStepPage>
  );
}

export function Finished({ type, text }: { type: 'error' | 'success'; text: string }) {
  return (
    <Flex vertical gap={16}>
      <Alert type={type} showIcon title={text} role={type === 'error' ? 'alert' : 'status'} />
      <Link to="/login">Go to sign in</Link>
    </Flex>
  );
}

function PasswordForm({ token, link, onDone }: { token: string; link: PasswordLinkResponse; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setFailure(USER_MESSAGES.passwordTooShort);
    if (password !== confirm) return setFailure(PASSWORDS_DIFFER);
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await apiClient.post<SetPasswordResponse>(AUTH_PATHS.setPassword, { token, password });
      onDone(data.message);
    } catch (error) {
      setFailure(errorText(error, AUTH_MESSAGES.setPasswordFailed));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Choose your password">
      <Flex vertical gap={16}>
        <LoginText>
          Hello {link.first_name}, choose the password you will sign in with as <strong>{link.email}</strong>. It must be at least {MIN_PASSWORD_LENGTH} characters long.
        </LoginText>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        <label>
          <LoginText strong>New password</LoginText>
          <Input.Password name="new-password" required autoComplete="new-password" size="large" value={password} onChange={(e) => setPassword(e.target.value)} style={{ marginTop: 6 }} />
        </label>
        <label>
          <LoginText strong>Confirm password</LoginText>
          <Input.Password name="confirm-password" required autoComplete="new-password" size="large" value={confirm} onChange={(e) => setConfirm(e.target.value)} style={{ marginTop: 6 }} />
        </label>
        <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
          {busy ? 'Saving...' : 'Set Password'}
        </Button>
      </Flex>
    </form>
  );
}
