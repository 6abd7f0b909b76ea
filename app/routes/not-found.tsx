import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/lib/brand";
import type { Route } from "./+types/not-found";

// Throwing (rather than rendering) gives the response a real 404 status for crawlers.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Page Not Found") },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <img src="/images/empty-shop.svg" alt="" width={200} height={150} className="h-auto w-48" />
      <h1 className="font-serif text-7xl font-semibold text-primary">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <p className="text-muted-foreground">I sniffed everywhere, but this page isn&apos;t here.</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}

export default function NotFound() {
  return null;
}
