// @actions/workflow-parser imports its JSON schema without `with { type: 'json' }`, which Node 20
// refuses; this resolve hook adds the attribute (used by deploy/deploy-files.spec.ts only).
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return resolved.url.endsWith('.json')
    ? { ...resolved, importAttributes: { ...context.importAttributes, type: 'json' } }
    : resolved;
}
