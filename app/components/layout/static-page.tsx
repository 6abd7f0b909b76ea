import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The frame of the text pages (policies, FAQ, about): a centred column with a heading, an
 * optional lede and typographic defaults for the headings, lists and links inside.
 */
export function StaticPage({
  title,
  lede,
  meta,
  children,
  className,
}: {
  title: string;
  lede?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <main className={cn("mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16", className)}>
      <header className="border-b border-blush-200 pb-8">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {meta ? <p className="mt-3 text-sm text-muted-foreground">{meta}</p> : null}
        {lede ? <div className="mt-5 text-lg text-muted-foreground">{lede}</div> : null}
      </header>
      <div className="prose-boutique mt-8">{children}</div>
    </main>
  );
}
