#!/usr/bin/env bash
# The type check and the lint side by side: each keeps one core busy, and neither needs the other.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck &
typecheck=$!
npm run lint
lint=$?
wait "$typecheck"
typecheck=$?
exit $((typecheck || lint))
