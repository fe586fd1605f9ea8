import type { CmsTabKey, CmsTabRule } from '@lab/shared';
import { theme } from 'antd';
import { useRef, type KeyboardEvent } from 'react';

interface CmsTabBarProps {
  tabs: readonly CmsTabRule[];
  open: CmsTabKey | undefined;
  onOpen(key: CmsTabKey): void;
  /** Prefix of the tabs' and the panel's ids. */
  idPrefix: string;
}

export const cmsTabId = (idPrefix: string, key: CmsTabKey) => `${idPrefix}-tab-${key}`;
export const cmsPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * The CMS page's tab bar. A super_admin has eleven tabs: at common widths antd's Tabs hides some
 * behind a "more" button placed inside the tablist, which screen readers cannot use (axe:
 * aria-required-children). This bar wraps onto a second line instead and follows the WAI-ARIA tabs
 * pattern: one tab in the Tab order, arrows, Home and End move and open.
 */
export function CmsTabBar({ tabs, open, onOpen, idPrefix }: CmsTabBarProps) {
  const { token } = theme.useToken();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
    onOpen(tabs[to].key);
  };

  return (
    <div role="tablist" aria-label="CMS sections" style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {tabs.map((tab, index) => {
        const selected = tab.key === open;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={cmsTabId(idPrefix, tab.key)}
            aria-selected={selected}
            aria-controls={selected ? cmsPanelId(idPrefix) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onOpen(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              background: 'none',
              border: 'none',
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              marginBottom: -1,
              padding: '12px 0',
              cursor: 'pointer',
              font: 'inherit',
              fontSize: token.fontSize,
              color: selected ? token.colorPrimary : token.colorText,
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
