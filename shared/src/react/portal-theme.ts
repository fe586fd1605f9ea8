import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme, for the host and every standalone remote. antd's defaults fall short of
 * WCAG 2.1 AA contrast on white (primary #1677ff 4.1:1, secondary text #8c8c8c 3.4:1,
 * placeholders #bfbfbf 1.8:1, danger #ff4d4f 3.3:1); these keep every text at 4.5:1 or more.
 * Also published alone as `@lab/shared/theme` (a plain object, no antd at run time), for the host's
 * sign-in page, which must not load the federated antd.
 */
export const PORTAL_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9', // 6.2:1 on white, and white on it
    // hover and press go darker, not lighter: antd derives a lighter hover (white on it about 3.6:1),
    // which a pointer resting on a primary button would show
    colorPrimaryHover: '#003eb3', // 9.4:1
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9', // links derive from colorInfo otherwise (#1677ff)
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorInfo: '#0958d9',
    colorError: '#cf1322', // danger buttons and error text: 5.9:1 on white (antd's #ff4d4f is 3.3:1)
    borderRadius: 8,
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)', // secondary text: 6.1:1 on white, 5.6:1 on #f5f5f5
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)', // 4.7:1 on white
  },
  components: {
    // the value of a disabled select (a locked request's patient, sample type, devices) stays
    // readable: 4.8:1 on a disabled tag's grey, where antd's default is about 2:1
    Select: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
