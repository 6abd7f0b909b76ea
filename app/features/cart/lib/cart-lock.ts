/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks), so that two
 * tabs adding to a cart that does not exist yet make one cart, not two:
 * each reads the stored id, creates a cart only if there is none and stores its id, one after
 * the other. Without Web Locks (old browsers, some embedded views) the task simply runs.
 */
export async function withCartLock<T>(task: () => Promise<T>, name = "boutique.cart"): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks?.request) return task();
  let entered = false;
  try {
    return await locks.request(name, () => {
      entered = true;
      return task();
    });
  } catch (error) {
    // The task's own failure passes through; only a lock that could not be taken falls back.
    if (entered) throw error;
    return task();
  }
}
