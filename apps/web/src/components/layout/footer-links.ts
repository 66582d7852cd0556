import { paths } from '@botdir/contracts';
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
      { label: 'Browse Bots', to: paths.browse() },
      { label: 'Trending', to: paths.trending() },
      { label: 'Featured', to: paths.featured() },
      { label: 'New Releases', to: paths.newReleases() },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Submit a Bot', to: paths.submit() },
      { label: 'Developer Guide', to: paths.developerGuide() },
      { label: 'API Documentation', to: paths.apiDocs() },
      { label: 'Dashboard', to: paths.dashboard() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy() },
      { label: 'Terms of Service', to: paths.terms() },
    ],
  },
];
