// React pieces the remotes share. Not pure: the API never imports this entry.
export { AreaPlaceholder } from './AreaPlaceholder';
export { DevShell, type DevArea } from './DevShell';
export { PlaceholderRoutes, type PlaceholderPage } from './PlaceholderRoutes';
