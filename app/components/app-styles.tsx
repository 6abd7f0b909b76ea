import { createContext, useContext, useState } from "react";

const ELEMENT_ID = "app-styles";

/** The built stylesheet's text: given by the server in production only (entry.server.tsx). */
export const AppStylesContext = createContext<string | null>(null);

/**
 * The stylesheet, inline in the document's head. A phone then paints the first screen from the
 * document alone instead of waiting for a render-blocking request on a second connection; the
 * document grows by about 8.5 KB of Brotli. The browser reads the text back from the element the
 * server sent, so hydration matches and no script bundle carries the stylesheet. In development
 * the server gives none and root.tsx links the stylesheet instead, for Vite to hot-reload.
 */
export function InlineAppStyles() {
  const serverCss = useContext(AppStylesContext);
  const [css] = useState(
    () =>
      serverCss ??
      (typeof document === "undefined"
        ? ""
        : (document.getElementById(ELEMENT_ID)?.textContent ?? "")),
  );
  if (!css) return null;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
