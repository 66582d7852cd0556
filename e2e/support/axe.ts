import * as fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2 A/AA and best practices) in the page; returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses inline scripts.
  // Once per document: a page moved by the app's own router keeps it.
  if (!(await page.evaluate(`typeof axe !== 'undefined'`))) await page.evaluate(AXE_SOURCE);
  // Runs in the page, where axe-core now is a global.
  return (await page.evaluate(`axe
    .run(document, { resultTypes: ['violations'] })
    .then((result) => result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    })))`)) as AxeViolation[];
}

/** One line per violation and element, readable in a failed expectation. */
export const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).split('\n').slice(-1)[0]}`,
    ),
  );
