import { eq } from "drizzle-orm";
import { customers, shopSettings } from "../db/schema/index";
import type { ResolverMap } from "../graphql/executor";
import { toGid } from "../graphql/ids";
import { fullName } from "../orders/address-format";
import type { CustomerAccountContext, CustomerRow } from "./context";
import { nameProblem, textProblemMessage, type FieldError } from "../orders/address-validation";

interface NameInput {
  firstName?: string | null;
  lastName?: string | null;
}

const NAME_FIELDS = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
] as const;

function avatarUrl(customer: CustomerRow) {
  const initials =
    [customer.firstName, customer.lastName]
      .map((n) => n?.trim()[0] ?? "")
      .join("")
      .toUpperCase() || customer.email.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#fbe9ec"/><text x="40" y="50" font-family="Georgia,serif" font-size="30" text-anchor="middle" fill="#9c3f52">${initials.replace(/[^A-Z0-9]/g, "")}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The signed-in customer's own profile, and the shop they are signed in to. */
export const customerResolvers = {
  QueryRoot: {
    customer: (_: unknown, __: unknown, ctx) => ctx.loaders.customer(),
    shop: async (_: unknown, __: unknown, ctx) => {
      const [settings] = await ctx.db.select().from(shopSettings).limit(1);
      const domain = new URL(ctx.settings.storefrontOrigin).host;
      return {
        id: toGid("Shop", ctx.settings.shopId),
        name: settings?.name ?? "Shop",
        email: `hello@${domain.split(":")[0]}`,
        myshopifyDomain: `${ctx.settings.shopId}.myshopify.local`,
        url: ctx.settings.storefrontOrigin,
        shopPolicies: [],
        metafield: null,
        metafields: [],
      };
    },
  },

  Mutation: {
    customerUpdate: async (_: unknown, args: { input: NameInput }, ctx) => {
      const { input } = args;
      const errors: FieldError<string>[] = [];
      const changes: NameInput = {};
      if (input.firstName === undefined && input.lastName === undefined) {
        errors.push({
          code: "CUSTOMER_INPUT_ARGUMENT_EMPTY",
          field: ["input"],
          message: "Input argument cannot be empty.",
        });
      }
      for (const [name, label] of NAME_FIELDS) {
        const raw = input[name];
        if (raw === undefined) continue;
        const value = raw?.trim() || null;
        const problem = value === null ? null : nameProblem(value);
        if (problem) {
          errors.push({
            code: problem,
            field: ["input", name],
            message: textProblemMessage(label, problem),
          });
        } else changes[name] = value;
      }
      if (errors.length) return { customer: null, userErrors: errors };
      const [row] = await ctx.db
        .update(customers)
        .set({ ...changes, updatedAt: ctx.clock.now() })
        .where(eq(customers.id, ctx.customerId))
        .returning();
      return { customer: row ?? null, userErrors: [] };
    },
  },

  Customer: {
    id: (c: CustomerRow) => toGid("Customer", c.id),
    firstName: (c: CustomerRow) => c.firstName,
    lastName: (c: CustomerRow) => c.lastName,
    displayName: (c: CustomerRow) => fullName(c) ?? c.email ?? c.phone ?? "",
    emailAddress: (c: CustomerRow) => ({
      emailAddress: c.email,
      marketingState: c.emailMarketingState,
    }),
    phoneNumber: (c: CustomerRow) =>
      c.phone ? { phoneNumber: c.phone, marketingState: c.smsMarketingState } : null,
    creationDate: (c: CustomerRow) => c.createdAt.toISOString(),
    createdAt: (c: CustomerRow) => c.createdAt.toISOString(),
    imageUrl: (c: CustomerRow) => avatarUrl(c),
    tags: () => [],
  },
} satisfies ResolverMap<CustomerAccountContext>;
