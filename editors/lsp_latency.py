"""How long the language server takes to answer, measured over stdio as an editor sees it.

    python editors/lsp_latency.py [ROUNDS]

Starts `sueca-rules lsp`, opens two typical files (a bundled variant, and a house rule that
extends it), then times, per round: an edit until its diagnostics arrive (alternately
breaking and fixing a key), a hover, a completion. Prints the median and 90th percentile.
Needs the lsp extra.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parents[1]
HOUSE = ROOT / "variants" / "house" / "portugal-void-ties.sueca"
PORTUGAL = ROOT / "variants" / "portugal.sueca"


def figures(name: str, seconds: list[float]) -> str:
    ordered = sorted(seconds)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"{name:<34} median {statistics.median(ordered) * 1000:6.1f} ms   p90 {p90 * 1000:6.1f} ms"


async def measure(rounds: int) -> None:
    client = LanguageClient("lsp-latency", "1")
    published: asyncio.Queue[types.PublishDiagnosticsParams] = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published.put_nowait(params)

    started = time.perf_counter()
    await client.start_io(sys.executable, "-m", "sueca_rules", "lsp")
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    print(f"{'start and initialize':<34} {(time.perf_counter() - started) * 1000:6.1f} ms")
    for path in (PORTUGAL, HOUSE):
        text = path.read_text(encoding="utf-8")
        uri = path.as_uri()
        began = time.perf_counter()
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="sueca", version=1, text=text)))
        await published.get()
        first = time.perf_counter() - began
        lines = text.split("\n")
        row = next(i for i, line in enumerate(lines) if line.strip().startswith(("revoke", "first-lead")))
        key = lines[row].split()[0]
        column = lines[row].index(key)
        span = types.Range(start=types.Position(line=row, character=column),
                           end=types.Position(line=row, character=column + len(key)))
        edits: dict[bool, list[float]] = {True: [], False: []}
        hovers, completions = [], []
        for version in range(2, rounds + 2):
            word = key if version % 2 else key[1] + key[0] + key[2:]  # break it, then mend it
            began = time.perf_counter()
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(range=span, text=word)]))
            got = await published.get()
            assert bool(got.diagnostics) == (version % 2 == 0), got
            edits[bool(got.diagnostics)].append(time.perf_counter() - began)
            began = time.perf_counter()
            await client.text_document_hover_async(types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=span.start))
            hovers.append(time.perf_counter() - began)
            began = time.perf_counter()
            await client.text_document_completion_async(types.CompletionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=row, character=column + len(key) + 1)))
            completions.append(time.perf_counter() - began)
        name = f"{path.name} ({len(lines)} lines)"
        print(f"{name}: first diagnostics {first * 1000:.1f} ms")
        print(figures("  edit -> diagnostics (valid)", edits[False]))
        print(figures("  edit -> diagnostics (misspelled)", edits[True]))
        print(figures("  hover", hovers))
        print(figures("  completion", completions))
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()


if __name__ == "__main__":
    asyncio.run(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 40))
