import type { Page } from 'playwright-core';

/** A word broken inside itself across lines, or a box wider than the room it was given. */
export interface LayoutProblem {
  kind: 'word-break' | 'overflow';
  /** A short path to the element: tag, id, role, aria-label, href of it and three ancestors. */
  selector: string;
  text: string;
  detail: string;
}

/**
 * Runs in the page (serialised by Playwright: everything it uses is declared inside it).
 *
 * Word breaks: every word of visible text whose characters sit on more than one line, split
 * anywhere but after a hyphen, dash, slash or soft hyphen. The body sets `overflow-wrap: anywhere`
 * on purpose, so that a long unbroken token (a 32-letter name, a URL, an id) wraps rather than
 * widening a phone's page; such a token is allowed to break when it is wider than its whole block
 * and that block is not squeezed (at least 8 em wide). A word that would fit its line, or any word
 * in a block squeezed below 8 em (a nav link, a name beside a badge), is a problem.
 *
 * Overflow: a box (in flow) sticking out horizontally of its parent's content box; text running
 * out of its block; an element with overflow hidden or clip whose content is wider than it
 * (scrollWidth > clientWidth: content cut). Not a problem: anything inside a deliberate scroll
 * container (overflow-x auto or scroll), a box positioned out of flow (absolute, fixed: a badge on a
 * bell), text clipped for screen readers, or cut on purpose with an ellipsis. (scrollWidth is not
 * used on overflow: visible elements: a positioned badge widens it without overflowing anything.)
 * And the page itself scrolling sideways. Of nested overflows only the innermost is reported.
 */
function findLayoutProblems(): LayoutProblem[] {
  const MIN_BLOCK_EMS = 8;
  const SOFT_BREAKS = new Set(['-', '\u2010', '\u2013', '\u2014', '/', '\u00ad']);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  const px = (value: string) => parseFloat(value) || 0;

  const hiddenCache = new Map<Element, boolean>();
  /** Not seen: display none, invisible, or clipped to a pixel for screen readers only. */
  const hidden = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const computed = style(element);
    const box = element.getBoundingClientRect();
    const isHidden =
      computed.display === 'none' ||
      computed.visibility === 'hidden' ||
      (computed.clip !== 'auto' && computed.clip !== '') ||
      (computed.display !== 'contents' && computed.display !== 'inline' && box.width <= 1) ||
      hidden(element.parentElement);
    hiddenCache.set(element, isHidden);
    return isHidden;
  };

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && parts.length < 4;) {
      let part = at.tagName.toLowerCase();
      if (at.id) part += `#${at.id}`;
      for (const name of ['role', 'aria-label', 'href', 'name'])
        if (at.hasAttribute(name)) part += `[${name}="${at.getAttribute(name)?.slice(0, 40)}"]`;
      parts.unshift(part);
      at = at.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element) =>
    ((element as HTMLElement).innerText ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);

  /** The nearest ancestor that lays out lines or boxes (not inline, not display: contents). */
  const blockOf = (element: Element | null): Element | null => {
    let at = element;
    while (at && /^(inline|contents)$/.test(style(at).display)) at = at.parentElement;
    return at;
  };
  const contentBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    const computed = style(element);
    const left = box.left + element.clientLeft + px(computed.paddingLeft);
    const right = box.left + element.clientLeft + element.clientWidth - px(computed.paddingRight);
    return { left, right, width: right - left };
  };
  const scrolls = (element: Element) => /^(auto|scroll)$/.test(style(element).overflowX);

  const problems: { element: Element; problem: LayoutProblem }[] = [];

  // (a) Words broken inside themselves.
  const range = document.createRange();
  const lineOf = (node: Text, index: number) => {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const box = Array.from(range.getClientRects()).find((rect) => rect.width > 0);
    return box ? Math.round(box.top + box.height / 2) : null;
  };
  /** The offsets where a word laid out in `boxes` goes on to a new line, but after a hyphen. */
  const splitsOf = (node: Text, start: number, word: string, boxes: DOMRect[]): number[] => {
    const first = boxes[0];
    if (word.length < 2 || !first || !boxes.some((rect) => rect.top >= first.bottom - 1)) return [];
    const splits: number[] = [];
    let previous = lineOf(node, start);
    for (let offset = 1; offset < word.length; offset++) {
      const line = lineOf(node, start + offset);
      const soft = SOFT_BREAKS.has(word[offset - 1] ?? '');
      if (line !== null && previous !== null && line > previous + 1 && !soft) splits.push(offset);
      if (line !== null) previous = line;
    }
    return splits;
  };
  const cutOnPurpose = (element: Element) =>
    style(element).textOverflow === 'ellipsis' && style(element).overflowX !== 'visible';

  const textPast = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, svg, option') || hidden(parent))
      continue;
    const block = blockOf(parent) ?? parent;
    const room = contentBox(block);
    const em = px(style(parent).fontSize);
    const wraps = /^(anywhere|break-word)$/.test(style(parent).overflowWrap);
    for (const word of (node.textContent ?? '').matchAll(/[^\s\u200b]+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const boxes = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      // (b) Text running out of its block (a line that may not wrap), unless scrolled or cut on purpose.
      const past = Math.max(
        0,
        ...boxes.map((rect) => Math.max(room.left - rect.left, rect.right - room.right)),
      );
      if (past > 1 && !textPast.has(block) && !scrolls(block) && !cutOnPurpose(block)) {
        textPast.add(block);
        problems.push({
          element: block,
          problem: {
            kind: 'overflow',
            selector: describe(block),
            text: textOf(block),
            detail: `text runs ${Math.round(past)}px out of its box`,
          },
        });
      }
      const splits = splitsOf(node, word.index, word[0], boxes);
      if (splits.length === 0) continue;
      const wordWidth = boxes.reduce((sum, rect) => sum + rect.width, 0);
      // A token longer than a whole unsqueezed line may break: the body's overflow-wrap: anywhere.
      if (wraps && wordWidth > room.width + 1 && room.width >= MIN_BLOCK_EMS * em) continue;
      const shown = splits.reduce(
        (text, at, index) => `${text.slice(0, at + index)}/${text.slice(at + index)}`,
        word[0],
      );
      problems.push({
        element: parent,
        problem: {
          kind: 'word-break',
          selector: describe(parent),
          text: textOf(parent),
          detail: `"${shown}" breaks inside the word (${Math.round(wordWidth)}px word, ${Math.round(room.width)}px block)`,
        },
      });
    }
  }

  // (b) Boxes sticking out of their parent, and content wider than its element.
  const outside: { element: Element; problem: LayoutProblem }[] = [];
  const tooWide: { element: Element; problem: LayoutProblem }[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    const computed = style(element);
    if (/^(none|contents)$/.test(computed.display) || hidden(element)) continue;
    const positioned = /^(absolute|fixed)$/.test(computed.position);
    const parent = blockOf(element.parentElement);
    // An inline element's box is its lines: content wider than its block shows on the block.
    const inFlow = !positioned && computed.display !== 'inline';
    if (inFlow && parent && parent !== document.body && !scrolls(parent)) {
      const box = element.getBoundingClientRect();
      const room = contentBox(parent);
      const past = Math.max(room.left - box.left, box.right - room.right);
      if (box.width > 0 && past > 1)
        outside.push({
          element,
          problem: {
            kind: 'overflow',
            selector: describe(element),
            text: textOf(element),
            detail: `sticks out of its parent's content box by ${Math.round(past)}px`,
          },
        });
    }
    // Content cut by overflow: hidden or clip (text cut with an ellipsis is a choice).
    const clips = /^(hidden|clip)$/.test(computed.overflowX);
    const ellipsis = computed.textOverflow === 'ellipsis';
    const excess = element.scrollWidth - element.clientWidth;
    if (clips && !ellipsis && !textPast.has(element) && element.clientWidth > 0 && excess > 1)
      tooWide.push({
        element,
        problem: {
          kind: 'overflow',
          selector: describe(element),
          text: textOf(element),
          detail: `content ${Math.round(excess)}px wider than the element, cut (overflow-x ${computed.overflowX})`,
        },
      });
  }
  problems.push(...outside);
  // An overflow shows on every ancestor it widens: the innermost one says where it is.
  const reported = [...problems, ...tooWide].map(({ element }) => element);
  problems.push(
    ...tooWide.filter(
      ({ element }) => !reported.some((other) => other !== element && element.contains(other)),
    ),
  );

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push({
      element: root,
      problem: {
        kind: 'overflow',
        selector: 'html',
        text: '',
        detail: `the page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`,
      },
    });
  return problems.map(({ problem }) => problem);
}

/** Every word broken inside itself and every horizontal overflow on the page as it is now. */
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(findLayoutProblems);
}

/** One line a problem: where (persona, width, view) and what. */
export function describeLayoutProblem(where: string, problem: LayoutProblem): string {
  return `${where}: ${problem.kind} ${problem.selector} "${problem.text}": ${problem.detail}`;
}
