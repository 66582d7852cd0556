export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. "q=0" refuses an encoding; "*" stands for every encoding not named.
 */
export function chooseEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const accepts = (encoding: ContentEncoding) =>
    (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
