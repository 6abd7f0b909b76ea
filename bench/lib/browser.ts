import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../tests/e2e/browser";

/** Chromium as the journeys run it (the same binary and flags), for the parts that time pages. */
export async function launchChromium(): Promise<Browser> {
  const executable = await findChromium();
  return chromium.launch({
    executablePath: executable.executablePath,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...executable.env } as Record<string, string>,
  });
}
