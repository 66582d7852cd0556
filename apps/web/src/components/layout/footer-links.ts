export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** Spec: developer guide, API docs, privacy, terms and submit are real; the rest go somewhere sensible. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Discover',
    links: [
      { label: 'Browse Bots', to: '/browse' },
      { label: 'Trending', to: '/trending' },
      { label: 'Featured', to: '/featured' },
      { label: 'New Releases', to: '/new-releases' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Submit a Bot', to: '/submit' },
      { label: 'Developer Guide', to: '/developer-guide' },
      { label: 'API Documentation', to: '/api-docs' },
      { label: 'Dashboard', to: '/dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];
