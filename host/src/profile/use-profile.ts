import type { SessionUser } from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { useEffect, useState } from 'react';
import { fetchProfile } from './profile-api';

export const LOAD_PROFILE_FAILED = 'Failed to load profile data';

/**
 * The signed-in user as GET /auth/profile answers it. Until it answers, and when it fails, the
 * session's copy stands in so the page stays usable; `loadError` then says what went wrong.
 */
export function useProfile() {
  const sessionUser = useSession((s) => s.user);
  const [profile, setProfile] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchProfile()
      .then((user) => current && setProfile(user))
      .catch((error: unknown) => current && setLoadError(errorText(error, LOAD_PROFILE_FAILED)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  return { user: profile ?? sessionUser, loading, loadError, setProfile };
}
