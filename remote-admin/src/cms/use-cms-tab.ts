import type { CmsTabKey, CmsTabRule } from '@lab/shared';
import { useSearchParams } from 'react-router-dom';

/**
 * The open CMS tab lives in the address (?tab=markers) so a reload or the way back keeps it. An
 * unknown tab, or one the user may not see, opens the first one. Opening a tab is a new history
 * entry (Back returns to the previous tab) and drops the previous tab's filters.
 */
export function useCmsTab(tabs: readonly CmsTabRule[]): { open: CmsTabRule | undefined; openTab(key: CmsTabKey): void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const open = tabs.find((t) => t.key === asked) ?? tabs[0];
  return {
    open,
    openTab: (key) => {
      if (key !== open?.key) setParams({ tab: key });
    },
  };
}
