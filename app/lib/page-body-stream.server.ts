import { EventEmitter } from "node:events";

/** What React's `pipe` writes to: the parts of a Node writable stream it calls. */
interface PipeDestination {
  write(chunk: Uint8Array | string): boolean;
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The document's body as the web stream a `Response` takes, fed by React's `pipe`.
 *
 * React writes a page in 4 KB pieces. Through a Node stream and React Router's conversion to a
 * web stream, every piece was a stream write, a chunk and, behind compression, a compressor
 * call: more CPU than rendering some pages. Here the pieces written within one tick are joined
 * and enqueued as one chunk at the end of that tick, so a page whose data is all loaded leaves
 * as one chunk, and streamed Suspense content still leaves as soon as React writes it.
 */
export function pageBodyStream(
  pipe: (destination: NodeJS.WritableStream) => unknown,
  abort: (reason?: unknown) => void,
): ReadableStream<Uint8Array> {
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let pending: Uint8Array[] = [];
      let scheduled = false;
      const release = () => {
        scheduled = false;
        if (closed || !pending.length) return;
        const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        pending = [];
        controller.enqueue(joined);
      };
      const destination = Object.assign(new EventEmitter(), {
        // Long strings (the route data's script) come as they are, not encoded into a piece.
        write(chunk: Uint8Array | string) {
          // After a cancel React may still write its last words; nobody reads them.
          if (closed) return true;
          pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
          if (!scheduled) {
            scheduled = true;
            setImmediate(release);
          }
          return true;
        },
        // React asks for a flush after each pass; the tick's end already is one.
        flush() {},
        end() {
          if (closed) return;
          release();
          closed = true;
          controller.close();
        },
        destroy(error?: unknown) {
          if (closed) return;
          closed = true;
          pending = [];
          controller.error(error);
        },
      });
      // React calls only what PipeDestination lists, not the rest of a Node stream.
      pipe(destination satisfies PipeDestination as unknown as NodeJS.WritableStream);
    },
    cancel(reason) {
      // The client went away: React stops rendering what is still pending.
      closed = true;
      abort(reason);
    },
  });
}
