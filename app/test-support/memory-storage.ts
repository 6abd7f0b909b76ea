/**
 * localStorage or sessionStorage in memory, for tests. `failing` makes it refuse as browsers do:
 * "writes" throws on every write (a full quota), "all" on every call (storage denied, or Safari's
 * old private mode).
 */
export class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  failing: false | "writes" | "all" = false;

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
