import { startTestProvider } from "./start-provider";

/**
 * A test provider in a child process of its own, so a test can measure the provider's heap and
 * nothing else's. Run with `--expose-gc`; the parent is told where the provider listens and asks
 * for the heap after full collections with a "heap" message.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error("run with --expose-gc as a child process with IPC");

const provider = await startTestProvider();
process.on("message", (message: unknown) => {
  if (message === "heap") {
    // Twice: the first collection may only schedule finalisers whose memory the second frees.
    gc();
    gc();
    process.send!({ heapUsed: process.memoryUsage().heapUsed });
  } else if (message === "stop") {
    void provider.close().then(() => process.exit(0));
  }
});
process.send({
  url: provider.url,
  storefrontEndpoint: provider.storefrontEndpoint,
  token: provider.config.storefrontToken,
});
