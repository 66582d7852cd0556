/**
 * Where to go after login: an explicit same-site path, else the page the visitor came from on
 * this host, else home. Never another site (no open redirect).
 */
export function safeReturnPath(
  returnTo: string | undefined,
  referer: string | undefined,
  host: string | undefined,
): string {
  const isLocalPath = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  if (typeof returnTo === 'string' && isLocalPath(returnTo)) return returnTo;
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host && !url.pathname.startsWith('/auth/'))
        return `${url.pathname}${url.search}`;
    } catch {
      return '/';
    }
  }
  return '/';
}
