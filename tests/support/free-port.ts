import net, { type AddressInfo } from "node:net";

/**
 * A port the OS says is free on loopback right now (listen on 0), so parallel tests and benches
 * never collide. Its own module, so the bench takes it without loading the provider.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
