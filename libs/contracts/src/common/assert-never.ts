/**
 * The end of an exhaustive `switch`: it compiles only when every member of the union has a case,
 * so a new event type is a compile error in every switch that forgot it.
 */
export function assertNever(value: never): never {
  const type = (value as { type?: unknown } | null)?.type;
  throw new Error(`Unhandled case: ${String(type ?? value)}`);
}
