// Placeholder until the storefront screens land (issue 4).
export function loader() {
  return new Response("", { status: 404 });
}
