const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Nesting depth of a parsed JSON value (a scalar is 0). Iterative: deep input cannot blow the stack. */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    max = Math.max(max, depth + 1);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return max;
}

/** The first key that could pollute prototypes when merged somewhere (or hides a control character), or null. */
export function findForbiddenKey(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_KEYS.has(key) || CONTROL_CHARACTERS.test(key)) return key;
      stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return null;
}
