import { errorText, useSession } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { AUTH_MESSAGES } from '@lab/shared';
import { fetchProfile } from './profile-api';

export const LOAD_PROFILE_FAILED = AUTH_MESSAGES.profileLoadFailed;

/**
 * The signed-in user as GET /auth/profile answers it. Until it answers, and when it fails, the
 * session's copy stands in so the page stays usable; `loadError` then says what went wrong.
 */
export function useProfile() {
  const sessionUser = useSession((s) => s.user);
  const { data: profile, loading, error, setData: setProfile } = useLoadedData(fetchProfile, []);
  const loadError = error ? errorText(error, LOAD_PROFILE_FAILED) : null;
  return { user: profile ?? sessionUser, loading, loadError, setProfile };
}
