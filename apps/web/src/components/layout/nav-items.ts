import { paths } from '@botdir/contracts';
/** The navbar's page links (spec section 2); the highlighted ones mark the current page. */
export interface NavItem {
  to: string;
  label: string;
  highlightActive: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.browse(), label: 'Browse', highlightActive: true },
  { to: paths.trending(), label: 'Trending', highlightActive: true },
  { to: paths.featured(), label: 'Featured', highlightActive: true },
  { to: paths.newReleases(), label: 'New', highlightActive: true },
  { to: paths.dashboard(), label: 'Dashboard', highlightActive: false },
];
