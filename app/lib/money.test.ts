import { expect, test } from "vitest";
import { decimalAmount, formatMoney, formatPrice } from "./money";

const intl = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

test("dollars read as en-US currency with two decimals", () => {
  expect(formatMoney({ amount: "29.0", currencyCode: "USD" })).toBe("$29.00");
  expect(formatMoney({ amount: "1234567.891", currencyCode: "USD" })).toBe("$1,234,567.89");
  expect(formatMoney({ amount: "-0.99", currencyCode: "USD" })).toBe("-$0.99");
});

test("dollars are written exactly as Intl.NumberFormat writes them, rounding included", () => {
  const amounts = [
    "0",
    "-0",
    "-0.001",
    "1.005",
    "2.675",
    "999.995",
    "0.005",
    "1e21",
    "1e-7",
    "abc",
    "",
  ];
  // A fixed pseudo-random walk over prices, quantities times prices and sub-cent values.
  let seed = 1;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 20_000; i += 1) {
    amounts.push(String(Math.round(next() * 1e6) / 10 ** Math.floor(next() * 5)));
    amounts.push(String((Math.round(next() * 50_000) / 100) * (1 + Math.floor(next() * 5))));
  }
  for (const amount of amounts) {
    expect(formatMoney({ amount, currencyCode: "USD" }), amount).toBe(intl.format(Number(amount)));
  }
});

test("other currencies use Intl", () => {
  expect(formatMoney({ amount: "12.5", currencyCode: "EUR" })).toBe("€12.50");
  expect(formatMoney({ amount: "1000", currencyCode: "CAD" })).toBe("CA$1,000.00");
});

test("an amount held as a number is written with two decimals, then formatted", () => {
  expect(decimalAmount(58)).toBe("58.00");
  expect(decimalAmount(24.5)).toBe("24.50");
  expect(formatPrice({ amount: 1234.5, currencyCode: "USD" })).toBe("$1,234.50");
  expect(formatPrice({ amount: 0, currencyCode: "USD" })).toBe("$0.00");
  expect(formatPrice({ amount: 12.5, currencyCode: "EUR" })).toBe("€12.50");
});
