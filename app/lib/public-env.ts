/** Configuration the browser may see; the server validates it at start and hands it over. */
export interface PublicEnv {
  PUBLIC_STORE_DOMAIN: string;
  /** The host a shop's checkout runs on (its primary domain), when not the store domain's. */
  PUBLIC_CHECKOUT_DOMAIN?: string;
  PUBLIC_STOREFRONT_API_TOKEN: string;
  PUBLIC_STOREFRONT_API_VERSION: string;
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: string;
  PUBLIC_CUSTOMER_ACCOUNT_API_URL: string;
  /** Hydrogen's storefront id, sent with analytics events when set. */
  PUBLIC_STOREFRONT_ID?: string;
  /** The share (0 to 1) of consenting visitors' page loads whose Web Vitals are measured. */
  PUBLIC_VITALS_SAMPLE_RATE?: number;
}
