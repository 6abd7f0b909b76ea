/**
 * Web Locks (`navigator.locks`) as the browser runs them, for tests that run without a browser:
 * one holder per lock name, the others wait their turn in order; a holder that fails lets the
 * next one in. Install with `vi.stubGlobal("navigator", { locks: fakeWebLocks() })`.
 */
export function fakeWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, work: () => Promise<T>): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(work, work);
      queues.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}
