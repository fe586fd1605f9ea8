import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back one page; when /contact was the first page of the visit there is none, so the dashboard. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/dashboard', { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
