#!/usr/bin/env bash
# Interop with an MCP client nobody here wrote: the official Python SDK (`pip install mcp`), in a
# throwaway virtual environment, connects to the built `intents serve --mcp` and runs client.py.
# When Python or the SDK cannot be had, the step says SKIPPED and why; it never passes silently.
set -euo pipefail
cd "$(dirname "$0")/../.."

python=$(command -v python3 || true)
if [[ -z "$python" ]]; then
    echo "SKIPPED: MCP interop: no python3 on this machine"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
venv="$work/venv"
if ! "$python" -m venv "$venv" >"$work/log" 2>&1; then
    echo "SKIPPED: MCP interop: python3 -m venv failed: $(tail -n 1 "$work/log")"
    exit 0
fi
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check mcp >"$work/log" 2>&1; then
    echo "SKIPPED: MCP interop: pip install mcp failed: $(tail -n 1 "$work/log")"
    exit 0
fi
echo "MCP interop: $("$venv/bin/pip" show mcp | grep '^Version:')"

swift build --product intents >/dev/null
intents="$(swift build --show-bin-path)/intents"
"$venv/bin/python" Tests/MCPInterop/client.py "$intents" "$PWD"
