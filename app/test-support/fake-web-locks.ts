/**
 * Web Locks (`navigator.locks`) as a browser runs them across tabs, for tests: one holder per
 * name at a time, the others wait their turn in order, and a holder that fails still lets the
 * next one in.
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
