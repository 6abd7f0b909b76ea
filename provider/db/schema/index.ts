// Each area of the provider owns one schema file; drizzle-kit reads them all from here.
export * from "./catalogue";
export * from "./customers";
export * from "./carts";
export * from "./orders";
export * from "./addresses";
export * from "./auth";
export * from "./gift-cards";
export * from "./webhooks";
