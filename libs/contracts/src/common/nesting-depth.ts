/**
 * Nesting depth of a parsed JSON value (a scalar is 0, `{}` and `[]` are 1). Iterative, so deep
 * input cannot blow the stack, and it stops as soon as the depth passes `stopAbove`.
 */
export function nestingDepth(value: unknown, stopAbove = Number.MAX_SAFE_INTEGER): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    max = Math.max(max, depth + 1);
    if (max > stopAbove) return max;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return max;
}
