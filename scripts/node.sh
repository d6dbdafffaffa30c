#!/usr/bin/env bash
# Runs node with Node >= 22.19, provisioning Node 24 first where the machine's Node is older, so
# `npm start` and `npm test` work from a fresh clone whatever Node ran npm.
set -e
# shellcheck source=./node-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/node-env.sh"
exec node "$@"
