import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageBodyStream } from "./page-body-stream.server";

/** Reads a body to its end, keeping each chunk as the consumer (the response) receives it. */
async function readChunks(body: ReadableStream<Uint8Array>) {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(decoder.decode(part.value));
  }
  return chunks;
}

function render(node: React.ReactNode) {
  const errors: unknown[] = [];
  return new Promise<{ body: ReadableStream<Uint8Array>; errors: unknown[] }>((resolve) => {
    const { pipe, abort } = renderToPipeableStream(node, {
      onShellReady: () => resolve({ body: pageBodyStream(pipe, abort), errors }),
      onError: (error) => void errors.push(error),
    });
  });
}

const rows = Array.from({ length: 400 }, (_, i) => `Row ${i} of a long page`);

function Later({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

describe("pageBodyStream", () => {
  it("sends a page whose data is all there as one chunk, however many pieces React wrote", async () => {
    const { body } = await render(
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>,
    );
    const chunks = await readChunks(body);
    expect(chunks).toHaveLength(1);
    // Well over React's 4 KB piece: the pieces were joined, in order.
    expect(chunks[0]!.length).toBeGreaterThan(12_000);
    expect(chunks[0]).toContain("<li>Row 0 of a long page</li>");
    expect(chunks[0]!.indexOf("Row 399")).toBeGreaterThan(chunks[0]!.indexOf("Row 398"));
  });

  it("streams Suspense content when it is ready, after the shell", async () => {
    let settle!: (text: string) => void;
    const promise = new Promise<string>((resolve) => (settle = resolve));
    const { body } = await render(
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Later promise={promise} />
        </Suspense>
      </main>,
    );
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const shell = decoder.decode((await reader.read()).value);
    expect(shell).toContain("<h1>Shell</h1>");
    expect(shell).toContain("Loading…");
    expect(shell).not.toContain("Arrived");
    settle("Arrived");
    let rest = "";
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += decoder.decode(part.value);
    }
    expect(rest).toContain("Arrived");
  });

  it("stops React's pending work when the client goes away", async () => {
    const pending = new Promise<string>(() => {});
    const { body, errors } = await render(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Later promise={pending} />
        </Suspense>
      </main>,
    );
    const reader = body.getReader();
    await reader.read();
    await reader.cancel(new Error("client went away"));
    // React reports the abandoned boundary to onError once it is aborted.
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });
});
