export interface CopyDeps {
  /** The clipboard to write to; absent on insecure origins and in some embedded browsers. */
  clipboard: Pick<Clipboard, "writeText"> | undefined;
  notifySuccess: (title: string) => void;
  notifyFailure: (title: string, description: string) => void;
}

/**
 * Copies the launch code and tells the shopper how it went. A missing
 * or refusing clipboard is a failure with an instruction to copy by hand, never an exception.
 */
export async function copyDiscountCode(code: string, deps: CopyDeps): Promise<boolean> {
  try {
    if (!deps.clipboard) throw new Error("Clipboard unavailable");
    await deps.clipboard.writeText(code);
    deps.notifySuccess("Discount code copied!");
    return true;
  } catch {
    deps.notifyFailure("Copy failed", `Please copy the code ${code} manually.`);
    return false;
  }
}
