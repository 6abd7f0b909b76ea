import { Link, useLocation } from "react-router";
import { useEffect } from "react";
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="font-serif text-6xl">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Link to="/" className="text-blush-700 underline">
        Return to Home
      </Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
