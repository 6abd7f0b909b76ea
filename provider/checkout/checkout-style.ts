export const CHECKOUT_STYLESHEET_PATH = "/checkout/assets/checkout.css";

/** The boutique's look (blush, rose, serif headings), served as a file so CSP can stay strict. */
export const CHECKOUT_STYLESHEET = `
:root { color-scheme: light; --blush: #fbe9ec; --rose: #9c3f52; --rose-dark: #7d2f40; --ink: #2b1d21; --muted: #6b5358; --line: #ecd3d8; --error: #a1162b; --ok: #2f6b45; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--blush); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--rose); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--rose); outline-offset: 2px; }
h1, h2, h3 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; color: var(--ink); }
h1 { font-size: 1.9rem; margin: 0 0 .25rem; }
h2 { font-size: 1.25rem; margin: 0 0 .75rem; }
.brand { display: block; text-align: center; padding: 20px 16px 8px; font-family: Georgia, serif; font-size: 1.5rem; color: var(--rose); text-decoration: none; }
main { max-width: 1040px; margin: 0 auto; padding: 16px; display: grid; gap: 24px; }
@media (min-width: 860px) { main.checkout { grid-template-columns: 1fr 380px; align-items: start; } }
.card { background: #fff; border-radius: 14px; padding: 24px; box-shadow: 0 1px 3px rgba(43,29,33,.08); }
fieldset { border: 0; padding: 0; margin: 0 0 20px; }
legend { font-family: Georgia, serif; font-size: 1.2rem; font-weight: 600; margin-bottom: 10px; }
.row { display: grid; gap: 12px; grid-template-columns: 1fr; }
@media (min-width: 560px) { .row.two { grid-template-columns: 1fr 1fr; } .row.three { grid-template-columns: 2fr 1fr 1fr; } }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; }
label { font-size: .9rem; font-weight: 600; }
input[type=text], input[type=email], select { font: inherit; padding: 10px 12px; border: 1px solid #cdb3b9; border-radius: 8px; background: #fff; color: var(--ink); width: 100%; }
input[aria-invalid=true], select[aria-invalid=true] { border-color: var(--error); }
.error { color: var(--error); font-size: .875rem; margin: 0; }
.alert { border: 1px solid var(--error); background: #fff4f5; color: var(--error); border-radius: 10px; padding: 12px 14px; margin-bottom: 16px; }
.notice { background: var(--blush); border-radius: 10px; padding: 10px 14px; margin-bottom: 16px; }
.methods { display: grid; gap: 8px; }
.method { display: flex; gap: 10px; align-items: center; border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; }
.method span.price { margin-left: auto; font-weight: 600; }
.method small { display: block; color: var(--muted); font-weight: 400; }
.discount { display: flex; gap: 8px; align-items: flex-end; }
.discount .field { flex: 1; margin: 0; }
button { font: inherit; cursor: pointer; border-radius: 999px; border: 0; padding: 12px 20px; }
button.primary { background: var(--rose); color: #fff; width: 100%; font-weight: 600; font-size: 1.05rem; }
button.primary:hover { background: var(--rose-dark); }
button.secondary { background: #fff; color: var(--rose); border: 1px solid var(--rose); }
.summary ul { list-style: none; padding: 0; margin: 0 0 16px; }
.summary li { display: grid; grid-template-columns: 56px 1fr auto; gap: 12px; align-items: center; padding: 8px 0; border-bottom: 1px solid var(--line); }
.summary img { width: 56px; height: 56px; object-fit: cover; border-radius: 8px; background: var(--blush); }
.summary .options { color: var(--muted); font-size: .85rem; }
dl.totals { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; }
dl.totals dt { color: var(--muted); }
dl.totals dd { margin: 0; text-align: right; }
dl.totals .total { font-weight: 700; font-size: 1.15rem; color: var(--ink); }
.hint { color: var(--muted); font-size: .85rem; margin: 0; }
.center { max-width: 560px; margin: 40px auto; text-align: center; }
.button-link { display: inline-block; background: var(--rose); color: #fff; text-decoration: none; border-radius: 999px; padding: 12px 22px; font-weight: 600; }
address { font-style: normal; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
