import { expect, test } from "vitest";
import { idTokenSubject } from "./customer-session";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: object) => `${b64({ alg: "RS256", typ: "JWT" })}.${b64(claims)}.c2ln`;

test("the ID token's subject names the customer", () => {
  expect(idTokenSubject(jwt({ sub: "gid://shopify/Customer/1", iss: "x" }))).toBe(
    "gid://shopify/Customer/1",
  );
});

test("anything but a JWT with a non-empty subject has none", () => {
  for (const token of [
    null,
    undefined,
    "",
    "not a token",
    jwt({ iss: "x" }),
    jwt({ sub: "" }),
    jwt({ sub: 42 }),
    `${b64({ alg: "RS256" })}.!!!.c2ln`,
  ]) {
    expect(idTokenSubject(token), String(token)).toBeNull();
  }
});
