import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { schemaForWebhook } from "shopify-webhook-schemas";
import { expect } from "vitest";
import { NEWEST_SHIPPED_VERSION } from "../graphql/api-versions";

// The JSON schemas the `shopify-webhook-schemas` package infers from Shopify's documented
// example payloads (and real ones), one per API version and topic: a payload the provider
// sends must pass the schema of the version it names in X-Shopify-API-Version.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Fails the test unless `payload` has the shape Shopify sends for `topic`. */
export function checkWebhookPayload(topic: string, payload: unknown) {
  let validate = validators.get(topic);
  if (!validate) {
    validate = ajv.compile(schemaForWebhook(NEWEST_SHIPPED_VERSION, topic) as object);
    validators.set(topic, validate);
  }
  const valid = validate(payload);
  expect(valid ? [] : validate.errors, `${topic} payload`).toEqual([]);
}
