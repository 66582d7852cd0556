interface FirstViewAnswer {
  body: unknown;
  totalCount?: number;
}

/** How long after the page loaded its inline answers still stand in for a read. */
const FIRST_VIEW_FRESH_MS = 10_000;

let answers: Map<string, FirstViewAnswer> | null = null;
// One data object per path, so every render of a page sees the same one.
const shownData = new Map<string, unknown>();

function readAnswers(): Map<string, FirstViewAnswer> {
  const block = typeof document === 'undefined' ? null : document.getElementById('first-view-data');
  if (!block?.textContent) return new Map();
  try {
    return new Map(
      Object.entries(JSON.parse(block.textContent) as Record<string, FirstViewAnswer>),
    );
  } catch {
    return new Map();
  }
}

/** The answer the server sent inside the page's HTML for this GET, while it is fresh. */
export function firstViewAnswer(path: string): FirstViewAnswer | null {
  if (performance.now() > FIRST_VIEW_FRESH_MS) return null;
  answers ??= readAnswers();
  return answers.get(path) ?? null;
}

/**
 * SWR options that show the page's own inline answer from the first render, with no request and
 * no loading state in between; nothing when the page did not carry one. Once shown, the answer
 * stays the fallback after the fresh window: a page still on screen keeps its data when it renders
 * again (a category name, not its id), and a later mount shows it while it asks afresh.
 */
export function firstViewOptions<T>(
  path: string | null,
  toData: (answer: FirstViewAnswer) => T = (answer) => answer.body as T,
): { fallbackData?: T; revalidateOnMount?: boolean } {
  if (path === null) return {};
  const answer = firstViewAnswer(path);
  if (answer && !shownData.has(path)) shownData.set(path, toData(answer));
  if (!shownData.has(path)) return {};
  return { fallbackData: shownData.get(path) as T, revalidateOnMount: !answer };
}
