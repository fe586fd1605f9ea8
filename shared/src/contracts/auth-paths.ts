// The auth routes' paths, apart from their schemas: the session store (@lab/shared/client) needs
// them on the sign-in page, without TypeBox and the rest of the auth contract.
export const AUTH_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  profile: '/auth/profile',
  changePassword: '/auth/change-password',
  passwordLink: '/auth/password-links/:token',
  setPassword: '/auth/set-password',
  forgotPassword: '/auth/forgot-password',
} as const;
