// Journeys run against the production build on their own ports, so they never touch a
// developer's running shop. E2E_PORT moves both, for a second checkout on the same machine.
export const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 3100);
export const PROVIDER_PORT = STOREFRONT_PORT + 1000;
