// First, so the notice oidc-provider writes as it loads on Node 20 is dropped (see that module).
import { endQuietLoad } from "./quiet-runtime-notice";
import Provider, { errors } from "oidc-provider";

endQuietLoad();

/**
 * oidc-provider's values (its types may be imported from the package itself): code that ships
 * takes them from here, so the library is always loaded after ./quiet-runtime-notice.ts.
 */
export default Provider;
export { errors };
