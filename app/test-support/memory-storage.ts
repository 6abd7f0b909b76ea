/**
 * A Web Storage (localStorage, sessionStorage) held in memory, for tests that run without a
 * browser. `failing` makes it refuse as real browsers do: "all" throws on every call (Safari's
 * old private mode, storage disabled), "writes" only on writes (a full quota).
 */
export class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  failing: false | "all" | "writes" = false;

  get length() {
    return this.map.size;
  }
  key(index: number) {
    return Array.from(this.map.keys())[index] ?? null;
  }
  getItem(key: string) {
    if (this.failing === "all") throw new DOMException("denied", "SecurityError");
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new DOMException("full", "QuotaExceededError");
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    if (this.failing === "all") throw new DOMException("denied", "SecurityError");
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}
