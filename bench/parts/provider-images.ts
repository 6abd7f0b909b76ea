import { MB, currentRss, watchProcess } from "../lib/memory";
import type { BenchOptions } from "../lib/options";
import { startProvider, type BenchProvider } from "../lib/provider";
import { below, fmt, printTable, type Check, type PartResult } from "../lib/report";

/** Distinct large renders per burst, all sent at once: more than the CDN renders or queues. */
const BURST = 30;
const BURSTS = 3;
/** How long the provider is left alone before its memory is read again. */
const SETTLE_MS = 5_000;

const IMAGES_QUERY = `{ products(first: 20) { nodes { images(first: 5) { nodes { url } } } } }`;

/**
 * Issue 26: the image CDN under a burst of distinct large renders (the request an attacker
 * would send: every URL a new crop of the full-size image). Reports the provider's RSS at idle
 * before, its peak, and after a short settle, which must come back near the first; and how
 * many renders were answered and how many were shed with 503.
 */
export async function benchProviderImages(provider: BenchProvider) {
  const data = await provider.graphql<{
    products: { nodes: { images: { nodes: { url: string }[] } }[] };
  }>(IMAGES_QUERY);
  const urls = data.products.nodes.flatMap((p) => p.images.nodes.map((i) => i.url));
  if (!urls.length) throw new Error("no product images in the catalogue");
  const idle = currentRss(provider.pid);
  const watch = watchProcess(provider.pid, 50);
  let rendered = 0;
  let shed = 0;
  let other = 0;
  const started = performance.now();
  for (let burst = 0; burst < BURSTS; burst += 1) {
    const statuses = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const image = new URL(urls[(burst * BURST + i) % urls.length]!);
        image.search = `?v=1&width=1200&height=${900 + burst * BURST + i}&crop=center&format=webp`;
        const response = await fetch(image);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    for (const status of statuses) {
      if (status === 200) rendered += 1;
      else if (status === 503) shed += 1;
      else other += 1;
    }
  }
  const burstMs = performance.now() - started;
  const usage = watch.stop();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = currentRss(provider.pid);
  const growth = idle !== null && after !== null ? (after - idle) / MB : null;
  const checks: Check[] = [
    below("image burst: RSS after settle − idle MB", growth, 60, " MB"),
    below("image burst: peak RSS MB", usage.peakRss / MB, 500, " MB"),
    below("image burst: answers other than 200/503", other, 1),
  ];
  printTable(
    `Provider — image CDN, ${BURSTS} bursts of ${BURST} distinct 1200-wide crops at once (WebP)`,
    [
      "renders",
      "shed (503)",
      "other",
      "burst time",
      "RSS idle",
      "peak",
      `after ${SETTLE_MS / 1000} s`,
    ],
    [
      [
        String(rendered),
        String(shed),
        String(other),
        fmt.ms(burstMs),
        fmt.mb(idle),
        fmt.mb(usage.peakRss),
        fmt.mb(after),
      ],
    ],
  );
  return {
    data: {
      rendered,
      shed,
      other,
      burstMs,
      idleRss: idle,
      peakRss: usage.peakRss,
      afterRss: after,
    },
    checks,
  };
}

/** `npm run bench -- provider-images`: the image row alone, on its own provider. */
export async function benchImages(_options: BenchOptions): Promise<PartResult> {
  console.log("\n▶ provider-images: starting a production provider with a fresh database…");
  // Seeding a fresh database on a shared, busy machine can take minutes.
  const provider = await startProvider({ core: 0, timeoutMs: 300_000 });
  try {
    const result = await benchProviderImages(provider);
    return { part: "provider-images", ...result };
  } finally {
    await provider.stop();
  }
}
