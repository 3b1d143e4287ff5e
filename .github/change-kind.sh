#!/usr/bin/env bash
# Which path a workflow run takes: "data" when every file the change touches is below data/ (a new run file,
# an incident, a model), so the build's own validation is the check and the test suite is skipped; "code"
# for anything else (code, dependencies, workflows, docs, tests), which waits for the whole suite first.
#
#   .github/change-kind.sh EVENT BASE HEAD
#
# EVENT is the workflow's event name, BASE and HEAD the commits compared (a push: the commit before it and the
# pushed one; a pull request: its base and its merge commit). A scheduled rebuild changes nothing: "data". A
# manual run, an unknown or all-zero BASE (a new branch, history rewritten) and an empty change: "code".
# Prints the kind, and writes `kind=…` to $GITHUB_OUTPUT when it is set. Needs the history of both commits.
set -euo pipefail
event="${1:?usage: change-kind.sh EVENT BASE HEAD}"
base="${2:-}"
head="${3:-HEAD}"
kind=code
if [[ "$event" == schedule ]]; then
  kind=data
elif [[ "$event" == push || "$event" == pull_request ]] && [[ -n "$base" && ! "$base" =~ ^0+$ ]] &&
  git cat-file -e "$base^{commit}" 2>/dev/null; then
  changed="$(git diff --no-renames --name-only "$base" "$head" --)"
  if [[ -n "$changed" ]] && ! grep -qv '^data/' <<<"$changed"; then kind=data; fi
fi
echo "$kind"
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then echo "kind=$kind" >>"$GITHUB_OUTPUT"; fi
