import { describe, expect, it, vi } from "vitest";
import { copyDiscountCode } from "./copy-discount-code";

function deps(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  return { clipboard, notifySuccess: vi.fn(), notifyFailure: vi.fn() };
}

describe("copyDiscountCode", () => {
  it("writes the code to the clipboard and confirms", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const d = deps({ writeText });
    await expect(copyDiscountCode("PEYTON20", d)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("PEYTON20");
    expect(d.notifySuccess).toHaveBeenCalledWith("Discount code copied!");
    expect(d.notifyFailure).not.toHaveBeenCalled();
  });

  it("reports a refused clipboard as a failure with an instruction to copy by hand", async () => {
    const d = deps({ writeText: vi.fn().mockRejectedValue(new Error("NotAllowedError")) });
    await expect(copyDiscountCode("PEYTON20", d)).resolves.toBe(false);
    expect(d.notifySuccess).not.toHaveBeenCalled();
    expect(d.notifyFailure).toHaveBeenCalledWith(
      "Copy failed",
      "Please copy the code PEYTON20 manually.",
    );
  });

  it("reports a missing clipboard (insecure origin) the same way", async () => {
    const d = deps(undefined);
    await expect(copyDiscountCode("PEYTON20", d)).resolves.toBe(false);
    expect(d.notifyFailure).toHaveBeenCalledWith(
      "Copy failed",
      "Please copy the code PEYTON20 manually.",
    );
  });
});
