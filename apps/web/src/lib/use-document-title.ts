import { useEffect } from 'react';

export const SITE_NAME = 'BotDirectory';

/** "{page} | BotDirectory", as the server's first answer titles the same route. */
export const pageTitle = (page: string): string => `${page} | ${SITE_NAME}`;

/** Sets the tab's title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
