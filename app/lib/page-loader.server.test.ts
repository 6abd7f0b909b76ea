import { queryOptions } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { loadPage } from "./page-loader.server";

const options = <T>(queryFn: () => Promise<T>) => queryOptions({ queryKey: ["page"], queryFn });

describe("loadPage", () => {
  it("answers 200 with the read dehydrated beside the route's fields", async () => {
    const response = await loadPage(
      options(async () => ["tee"]),
      (read) => ({ found: read.ok }),
    );
    expect(response.init?.status).toBe(200);
    expect(response.data.found).toBe(true);
    expect(response.data.dehydratedState.queries.map((q) => q.state.data)).toEqual([["tee"]]);
  });

  it("answers 404 when the read finds nothing", async () => {
    const response = await loadPage(options(async () => null));
    expect(response.init?.status).toBe(404);
  });

  it("answers 503 when the read fails, and does not dehydrate the failure", async () => {
    const error = new Error("down");
    const response = await loadPage(
      options(() => Promise.reject(error)),
      (read) => ({ error: read.ok ? null : read.error }),
    );
    expect(response.init?.status).toBe(503);
    expect(response.data.error).toBe(error);
    expect(response.data.dehydratedState.queries).toEqual([]);
  });
});
