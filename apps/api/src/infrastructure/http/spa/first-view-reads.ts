/** One public API answer, as the app's own GET of the same path would have received it. */
export interface FirstViewAnswer {
  body: unknown;
  /** The X-Total-Count header of list answers. */
  totalCount?: number;
}

/**
 * Answers the public reads a page makes on load, in process, so the server can send them inside
 * the page's HTML. Null for a path it does not serve (the browser then fetches it as usual).
 */
export interface FirstViewReads {
  read(pathname: string, query: Record<string, string>): Promise<FirstViewAnswer | null>;
}

export const FIRST_VIEW_READS = Symbol('FIRST_VIEW_READS');

/** Answers by path, for the reads that could be answered. */
export async function readFirstView(
  reads: FirstViewReads | null,
  paths: readonly string[],
): Promise<Map<string, FirstViewAnswer>> {
  const answers = new Map<string, FirstViewAnswer>();
  if (!reads) return answers;
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, 'http://first-view.invalid');
      try {
        const answer = await reads.read(url.pathname, Object.fromEntries(url.searchParams));
        if (answer) answers.set(path, answer);
      } catch {
        // A read that fails here is left to the browser, which shows the page's own error state.
      }
    }),
  );
  return answers;
}

/**
 * The answers as a JSON data block. `<`, U+2028 and U+2029 are escaped, so no text inside a bot's
 * fields can close the script element or break the parse.
 */
export function firstViewScript(answers: Map<string, FirstViewAnswer>): string {
  if (answers.size === 0) return '';
  const json = JSON.stringify(Object.fromEntries(answers))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="first-view-data" type="application/json">${json}</script>`;
}
