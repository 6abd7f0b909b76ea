import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { SHIPPED_VERSIONS } from "./api-versions";
import { loadPublishedSchema } from "./executor";
import { publishedSchemaFile, SCHEMA_PACKAGES } from "./published-schemas";

const require = createRequire(import.meta.url);

describe("the published schemas the provider ships", () => {
  it.each(SHIPPED_VERSIONS)("holds %s from that quarter's hydrogen-react release", (version) => {
    // hydrogen-react 2026.4.x ships the 2026-04 schemas: an alias pointed at another release
    // would serve one version's requests with another's schema.
    const { version: release } = require(`${SCHEMA_PACKAGES[version]}/package.json`) as {
      version: string;
    };
    const [year, month] = release.split(".");
    expect(`${year}-${month!.padStart(2, "0")}`).toBe(version);
    for (const api of ["storefront", "customer-account"] as const) {
      expect(fs.existsSync(publishedSchemaFile(api, version))).toBe(true);
    }
  });

  it("differ where Shopify changed them", () => {
    const inputFields = (version: (typeof SHIPPED_VERSIONS)[number]) =>
      Object.keys(
        (
          loadPublishedSchema(publishedSchemaFile("customer-account", version)).getType(
            "CustomerMailingAddressInput",
          ) as unknown as { getFields(): Record<string, unknown> }
        ).getFields(),
      );
    expect(inputFields("2025-07")).toContain("territoryCode");
    expect(inputFields("2026-01")).not.toContain("territoryCode");
  });
});
