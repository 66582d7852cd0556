/** The navbar's page links (spec section 2); the highlighted ones mark the current page. */
export interface NavItem {
  to: string;
  label: string;
  highlightActive: boolean;
  desktopOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/browse', label: 'Browse', highlightActive: true, desktopOnly: false },
  { to: '/trending', label: 'Trending', highlightActive: true, desktopOnly: false },
  { to: '/featured', label: 'Featured', highlightActive: true, desktopOnly: false },
  { to: '/new-releases', label: 'New', highlightActive: true, desktopOnly: false },
  // The mobile menu holds the same links without Dashboard.
  { to: '/dashboard', label: 'Dashboard', highlightActive: false, desktopOnly: true },
];
