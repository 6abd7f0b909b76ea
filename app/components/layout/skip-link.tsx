/** The first focusable element: keyboard users jump straight past the header to the page. */
export function SkipLink({ targetId = "main-content" }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-none"
    >
      Skip to content
    </a>
  );
}
