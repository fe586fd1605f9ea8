// Signing in and choosing a password: the texts the API answers and the host shows, and the
// limits on guessing and on reset mails.

/** 'Too many sign-in attempts. Please try again in 3 minutes.' (what the limit counts, and the wait). */
export function tooManyText(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Password reset mails a person may ask for themselves: per account and per client address, per hour. */
export const PASSWORD_RESET_REQUESTS_PER_ACCOUNT = 3;
export const PASSWORD_RESET_REQUESTS_PER_CLIENT = 10;
export const PASSWORD_RESET_WINDOW_MS = 3600_000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  inactiveAccount: 'This account is inactive. Please contact your administrator.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address you sign in with. If it belongs to an active account, we will email it a link to choose a new password.',
  // the same answer whether or not the address has an account: the form must not tell who has one
  resetRequested: 'If an active account uses this email address, a link to choose a new password is on its way. It works once, for 24 hours.',
  signInAttempts: 'sign-in attempts',
  passwordAttempts: 'password attempts',
  linkAttempts: 'attempts with set-password links',
  resetRequests: 'password reset requests',
  setPasswordFailed: 'Failed to set the password',
  sendLinkFailed: 'Failed to send the link',
  passwordChangeFailed: 'Failed to change password',
  profileUpdateFailed: 'Failed to update profile',
  profileLoadFailed: 'Failed to load profile data',
} as const;
