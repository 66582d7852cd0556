# Sourced by .ci/run: puts Node.js 24 (the runtime we ship) first on PATH. A machine whose node is
# older gets it from the npm registry (scripts/node-24.mjs, cached per user); native modules then
# build against its headers (npm_config_nodedir).
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  node24_bin="$(node scripts/node-24.mjs)"
  export PATH="$node24_bin:$PATH"
  export npm_config_nodedir="$(dirname "$node24_bin")"
fi
echo "use-node-24: running on node $(node -v)"
