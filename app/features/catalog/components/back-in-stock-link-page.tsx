import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The page a back-in-stock email's link opens: what its button will do, or what it did. Opening
 * the link only shows the button; the button posts (mail scanners follow links, and following
 * one must never confirm or unsubscribe). Without JavaScript the button posts the page itself.
 */
export function BackInStockLinkPage({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  /** The button and where it posts (the link's own URL, token included); none once done. */
  button?: { label: string; action: string };
}) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-serif text-3xl">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {button ? (
        <Form method="post" action={button.action}>
          <Button type="submit" size="lg">
            {button.label}
          </Button>
        </Form>
      ) : null}
      <Link to="/shop" className="text-primary underline underline-offset-4">
        Continue shopping
      </Link>
    </main>
  );
}
