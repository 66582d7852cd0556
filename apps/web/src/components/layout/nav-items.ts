/** The navbar's page links (spec section 2); the highlighted ones mark the current page. */
export interface NavItem {
  to: string;
  label: string;
  highlightActive: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/browse', label: 'Browse', highlightActive: true },
  { to: '/trending', label: 'Trending', highlightActive: true },
  { to: '/featured', label: 'Featured', highlightActive: true },
  { to: '/new-releases', label: 'New', highlightActive: true },
  { to: '/dashboard', label: 'Dashboard', highlightActive: false },
];
