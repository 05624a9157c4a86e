"""Connects the official MCP Python SDK, which nobody here wrote, to `intents serve --mcp`.

Usage: python client.py <path to the intents executable> <repository root>

The SDK starts the server over stdio, negotiates the protocol as it does for any server, lists
the tools, calls example intents and checks what comes back, including the structured content
the SDK itself validates against each tool's output schema. Prints one line per check and exits
non-zero at the first that fails.
"""

import asyncio
import importlib.metadata
import json
import os
import sys
import tempfile

import mcp
from mcp import StdioServerParameters

checks = 0


def check(condition, what, detail=""):
    global checks
    if not condition:
        print(f"interop: FAILED: {what} {detail}", flush=True)
        sys.exit(1)
    checks += 1
    print(f"interop: ok: {what}", flush=True)


def field(model, snake, camel):
    """A model's field: SDK 2 spells them in snake case, SDK 1 as on the wire."""
    return getattr(model, snake) if hasattr(model, snake) else getattr(model, camel)


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


async def exercise(session, protocol_version, server_name):
    check(server_name == "intents", "the server introduces itself as intents", server_name)
    check(protocol_version in ("2025-11-25", "2025-06-18"), f"protocol {protocol_version} agreed")

    listed = await session.list_tools()
    tools = {tool.name: tool for tool in listed.tools}
    for name in ("AddTodoIntent", "CompleteTodoIntent", "CommandAppIntent", "SetCityIntent"):
        check(name in tools, f"tools/list has {name}", sorted(tools))
    priority = field(tools["AddTodoIntent"], "input_schema", "inputSchema")["properties"]["priority"]
    check(priority.get("enum") == ["low", "normal", "high"], "AddTodoIntent's priority lists its cases", priority)
    item = field(tools["CompleteTodoIntent"], "input_schema", "inputSchema")["properties"]["item"]
    check("intents://entity/TodoItem" in item.get("description", ""), "an entity parameter says where ids are")

    added = await session.call_tool("AddTodoIntent", {"itemTitle": "Buy eggs", "list": "groceries"})
    check(not field(added, "is_error", "isError"), "AddTodoIntent succeeds", text_of(added))
    check(text_of(added).startswith("Added Buy eggs to Groceries"), "its dialog comes back as text", text_of(added))
    value = (field(added, "structured_content", "structuredContent") or {}).get("value", {})
    check(value.get("type") == "TodoItem" and value.get("properties", {}).get("listName") == "Groceries",
          "its value is the new TodoItem, as structured content", json.dumps(field(added, "structured_content", "structuredContent")))

    sent = await session.call_tool("CommandAppIntent", {"control": "lock", "isOn": True})
    check(not field(sent, "is_error", "isError") and (field(sent, "structured_content", "structuredContent") or {}).get("value") is True,
          "CommandAppIntent returns true", text_of(sent))

    refused = await session.call_tool("SetCityIntent", {"unit": "kelvin", "city": "Oslo"})
    check(field(refused, "is_error", "isError"), "a bad enum case is a tool error")
    check("has no case \"kelvin\"" in text_of(refused), "with the message intents run prints", text_of(refused))

    resources = await session.list_resources()
    uris = [str(resource.uri) for resource in resources.resources]
    check("intents://entity/TodoList/groceries" in uris, "entities are listed as resources", uris[:5])
    read = await session.read_resource(f"intents://entity/TodoItem/{value.get('id')}")
    entity = json.loads(read.contents[0].text)
    check(entity["displayRepresentation"]["title"] == "Buy eggs", "an entity is read through its query")

    prompts = await session.list_prompts()
    check(any(prompt.name == "CompleteTodoIntent" for prompt in prompts.prompts), "App Shortcuts are prompts")
    said = await session.get_prompt("CompleteTodoIntent", {"item": "Buy eggs"})
    check(said.messages[0].content.text == "Complete Buy eggs in Todo", "a prompt says its phrase",
          said.messages[0].content.text)


async def main():
    executable, root = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as groups:
        server = StdioServerParameters(
            command=executable,
            args=["serve", "--mcp"],
            cwd=root,
            env={
                "INTENT_RUNTIME_APP_GROUPS": groups,
                "INTENTS_BUNDLES": os.path.join(root, "Intents"),
                "CARCONTROL_COMMAND_SECONDS": "0.2",
                "NO_COLOR": "1",
            },
        )
        print(f"interop: the MCP Python SDK {importlib.metadata.version('mcp')} against {executable}", flush=True)
        if hasattr(mcp, "Client"):
            # The SDK's own client, connecting as it connects to any server.
            async with mcp.Client(server) as client:
                info = client.server_info
                await exercise(client, client.protocol_version, info.name if info else "")
        else:
            from mcp.client.stdio import stdio_client

            async with stdio_client(server) as (read, write):
                async with mcp.ClientSession(read, write) as session:
                    result = await session.initialize()
                    await exercise(session, result.protocolVersion, result.serverInfo.name)
    print(f"interop: {checks} passed, 0 failed", flush=True)


asyncio.run(main())
