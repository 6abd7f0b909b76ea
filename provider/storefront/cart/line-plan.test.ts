import { describe, expect, it } from "vitest";
import { planLines, type HeldLine, type LineEdit, type StockedVariant } from "./line-plan";

const TOKEN = "hWNtestcart";
const SWEATER = 1;
const RAINCOAT = 2;
const CHEW_TOY = 3;
const BANDANA = 4;

const variants = new Map<number, StockedVariant>([
  [SWEATER, { tracked: true, quantity: 10, product: { title: "Striped Sweater" } }],
  [RAINCOAT, { tracked: true, quantity: 0, product: { title: "Rain Coat" } }],
  [CHEW_TOY, { tracked: false, quantity: 0, product: { title: "Chew Toy" } }],
  [BANDANA, { tracked: true, quantity: 3, product: { title: "Bandana" } }],
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function held(
  id: string,
  variantId: number,
  quantity: number,
  sequence: number,
  attributes: HeldLine["attributes"] = [],
): HeldLine {
  return { id, variant: { id: variantId }, quantity, attributes, sequence };
}

function plan(lines: HeldLine[], edits: LineEdit[]) {
  return planLines(variants, { token: TOKEN, lines }, edits);
}

const add = (variantId: number, quantity: number, attributes: HeldLine["attributes"] = []) => ({
  add: { variantId, quantity, attributes },
});

const lineTarget = (id: string) => `gid://shopify/CartLine/${id}?cart=${TOKEN}`;

describe("planLines", () => {
  it("adds new merchandise as a new line above the newest held one", () => {
    const added = plan([held("a", SWEATER, 1, 3), held("b", BANDANA, 1, 7)], [add(CHEW_TOY, 2)]);
    expect(added.upserts).toHaveLength(1);
    expect(added.upserts[0]).toEqual({
      id: expect.stringMatching(UUID),
      cartToken: TOKEN,
      variantId: CHEW_TOY,
      quantity: 2,
      attributes: [],
      sequence: 8,
    });
    expect(added.lineRows.map((row) => row.id)).toEqual(["a", "b", added.upserts[0]!.id]);
    expect(added.deletes).toEqual([]);
    expect(added.warnings).toEqual([]);
  });

  it("numbers the lines of an empty cart from 1, in the order they were added, with their own ids", () => {
    const result = plan([], [add(SWEATER, 1), add(CHEW_TOY, 1), add(BANDANA, 1)]);
    expect(result.upserts.map((row) => [row.variantId, row.sequence])).toEqual([
      [SWEATER, 1],
      [CHEW_TOY, 2],
      [BANDANA, 3],
    ]);
    expect(new Set(result.upserts.map((row) => row.id)).size).toBe(3);
  });

  it("merges a variant added twice in one change into one line", () => {
    const result = plan([], [add(SWEATER, 2), add(SWEATER, 3)]);
    expect(result.upserts).toHaveLength(1);
    expect(result.upserts[0]).toMatchObject({ variantId: SWEATER, quantity: 5, sequence: 1 });
    expect(result.lineRows).toEqual(result.upserts);
  });

  it("merges into a held line whose attributes match in any order, keeping its id and place", () => {
    const engraved = [
      { key: "engraving", value: "Rex" },
      { key: "gift", value: "yes" },
    ];
    const result = plan(
      [held("a", SWEATER, 1, 4, engraved), held("b", BANDANA, 1, 9)],
      [add(SWEATER, 2, [engraved[1]!, engraved[0]!])],
    );
    expect(result.upserts).toEqual([
      {
        id: "a",
        cartToken: TOKEN,
        variantId: SWEATER,
        quantity: 3,
        attributes: engraved,
        sequence: 4,
      },
    ]);
    expect(result.lineRows.map((row) => row.id)).toEqual(["a", "b"]);
  });

  it("keeps the same variant with different attributes on a line of its own", () => {
    const result = plan(
      [held("a", SWEATER, 1, 1)],
      [add(SWEATER, 1, [{ key: "engraving", value: "Rex" }])],
    );
    expect(result.lineRows).toHaveLength(2);
    expect(result.upserts).toHaveLength(1);
    expect(result.upserts[0]).toMatchObject({
      variantId: SWEATER,
      quantity: 1,
      attributes: [{ key: "engraving", value: "Rex" }],
      sequence: 2,
    });
    expect(result.upserts[0]!.id).not.toBe("a");
  });

  it("sets a held line's quantity and merchandise, and writes only the lines it touched", () => {
    const result = plan(
      [held("a", SWEATER, 1, 5), held("b", CHEW_TOY, 4, 6)],
      [{ lineId: "a", setQuantity: 2, variantId: BANDANA }],
    );
    const changed = { id: "a", cartToken: TOKEN, variantId: BANDANA, quantity: 2 };
    expect(result.upserts).toEqual([expect.objectContaining({ ...changed, sequence: 5 })]);
    expect(result.lineRows).toEqual([
      expect.objectContaining({ ...changed, sequence: 5 }),
      expect.objectContaining({ id: "b", variantId: CHEW_TOY, quantity: 4, sequence: 6 }),
    ]);
    expect(result.deletes).toEqual([]);
  });

  it("removes a held line set to quantity 0", () => {
    const result = plan(
      [held("a", SWEATER, 2, 1), held("b", CHEW_TOY, 1, 2)],
      [{ lineId: "a", setQuantity: 0 }],
    );
    expect(result.deletes).toEqual(["a"]);
    expect(result.upserts).toEqual([]);
    expect(result.lineRows.map((row) => row.id)).toEqual(["b"]);
  });

  it("ignores an edit to a line the cart does not hold", () => {
    const lines = [held("a", SWEATER, 2, 1)];
    const result = plan(lines, [{ lineId: "elsewhere", setQuantity: 0 }]);
    expect(result).toEqual({
      warnings: [],
      lineRows: [
        { id: "a", cartToken: TOKEN, variantId: SWEATER, quantity: 2, attributes: [], sequence: 1 },
      ],
      upserts: [],
      deletes: [],
    });
  });

  it("clamps a new line to the stock left, warning about the line", () => {
    const result = plan([], [add(BANDANA, 5)]);
    const line = result.upserts[0]!;
    expect(line).toMatchObject({ variantId: BANDANA, quantity: 3 });
    expect(result.warnings).toEqual([
      {
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: "Only 3 of 'Bandana' could be added to your cart due to availability.",
        target: lineTarget(line.id),
      },
    ]);
  });

  it("clamps the sum when an addition merges into a held line", () => {
    const result = plan([held("a", BANDANA, 2, 1)], [add(BANDANA, 2)]);
    expect(result.upserts).toEqual([expect.objectContaining({ id: "a", quantity: 3 })]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: lineTarget("a") }),
    ]);
  });

  it("keeps sold-out merchandise out: a new line is never written and names the variant", () => {
    const result = plan([], [add(RAINCOAT, 1)]);
    expect(result.upserts).toEqual([]);
    expect(result.lineRows).toEqual([]);
    expect(result.deletes).toEqual([]);
    expect(result.warnings).toEqual([
      {
        code: "MERCHANDISE_OUT_OF_STOCK",
        message: "The product 'Rain Coat' is already sold out.",
        target: `gid://shopify/ProductVariant/${RAINCOAT}`,
      },
    ]);
  });

  it("deletes a held line whose merchandise sold out when the change touches it", () => {
    const result = plan([held("a", RAINCOAT, 1, 1)], [{ lineId: "a", setQuantity: 2 }]);
    expect(result.deletes).toEqual(["a"]);
    expect(result.lineRows).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: "MERCHANDISE_OUT_OF_STOCK", target: lineTarget("a") }),
    ]);
  });

  it("leaves lines the change does not touch as they are, even above stock", () => {
    const result = plan([held("a", BANDANA, 9, 1), held("b", RAINCOAT, 1, 2)], [add(SWEATER, 1)]);
    expect(result.warnings).toEqual([]);
    expect(result.deletes).toEqual([]);
    expect(result.lineRows.map((row) => [row.id, row.quantity])).toEqual([
      ["a", 9],
      ["b", 1],
      [result.upserts[0]!.id, 1],
    ]);
  });

  it("never clamps untracked variants", () => {
    const result = plan([], [add(CHEW_TOY, 50)]);
    expect(result.warnings).toEqual([]);
    expect(result.upserts.map((row) => [row.variantId, row.quantity])).toEqual([[CHEW_TOY, 50]]);
  });

  it("lets a line the catalogue no longer lists (a hidden product) go down, never up", () => {
    const raised = plan([held("hidden", 99, 3, 1)], [{ lineId: "hidden", setQuantity: 7 }]);
    expect(raised.warnings).toEqual([]);
    expect(raised.lineRows.map((row) => [row.variantId, row.quantity])).toEqual([[99, 3]]);
    const lowered = plan([held("hidden", 99, 3, 1)], [{ lineId: "hidden", setQuantity: 2 }]);
    expect(lowered.upserts.map((row) => [row.variantId, row.quantity])).toEqual([[99, 2]]);
    const removed = plan([held("hidden", 99, 3, 1)], [{ lineId: "hidden", setQuantity: 0 }]);
    expect(removed.deletes).toEqual(["hidden"]);
  });

  it("removing a sold-out line warns about nothing", () => {
    const result = plan([held("a", RAINCOAT, 1, 1)], [{ lineId: "a", setQuantity: 0 }]);
    expect(result.deletes).toEqual(["a"]);
    expect(result.warnings).toEqual([]);
  });
});
