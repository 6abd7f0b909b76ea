import { LoginPanel } from "~/features/account/components/login-panel";
import { pageTitle } from "~/lib/brand";
import type { Route } from "./+types/account.login";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Sign In") },
  { name: "robots", content: "noindex" },
];

export default function AccountLoginRoute() {
  return <LoginPanel />;
}
