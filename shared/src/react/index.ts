// React pieces the remotes share. Not pure: the API never imports this entry.
export { AreaPlaceholder } from './AreaPlaceholder';
export { DevShell, type DevArea } from './DevShell';
export { describedBy, FormField } from './FormField';
export { ListPager } from './ListPager';
export { PageHeader } from './PageHeader';
export { PlaceholderRoutes, type PlaceholderPage } from './PlaceholderRoutes';
export { useLoadedData, type LoadedData } from './use-loaded-data';
export { useSubmit, type Submission } from './use-submit';
export { SEARCH_DELAY_MS, useDebouncedSearch } from './use-debounced-search';
export { positiveIntegerParam, useUrlQuery, type UrlQuery } from './use-url-query';
export { useSearchBox } from './use-search-box';
export { PORTAL_THEME } from './portal-theme';
export { themeStaticMethods } from './theme-static-methods';
export { StatusTag, type TagTone } from './StatusTag';
export { LoadFallback, pageLoad, type LoadProblem, type PageLoad } from './LoadFallback';
export { RoleBadge } from './RoleBadge';
export { VISUALLY_HIDDEN_STYLE, VisuallyHidden } from './VisuallyHidden';
