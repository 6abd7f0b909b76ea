import { LoginCallback } from "~/features/account/components/login-callback";
import { pageTitle } from "~/lib/brand";
import type { Route } from "./+types/account.callback";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Signing In") },
  { name: "robots", content: "noindex" },
];

export default function AccountCallbackRoute() {
  return <LoginCallback />;
}
