export const CONSOLE_STYLESHEET_PATH = "/admin/assets/console.css";

/** The console's look: the boutique's colours, dense tables; a file, so CSP can stay strict. */
export const CONSOLE_STYLESHEET = `
:root { color-scheme: light; --blush: #fbe9ec; --rose: #9c3f52; --rose-dark: #7d2f40; --ink: #2b1d21; --muted: #6b5358; --line: #ecd3d8; --error: #a1162b; --ok: #2f6b45; }
* { box-sizing: border-box; }
body { margin: 0; background: #fdf6f7; color: var(--ink); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--rose); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible { outline: 3px solid var(--rose); outline-offset: 2px; }
h1, h2 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; }
h1 { font-size: 1.6rem; margin: 0 0 12px; }
h2 { font-size: 1.15rem; margin: 0 0 8px; }
header { display: flex; align-items: center; gap: 24px; flex-wrap: wrap; padding: 12px 24px; background: #fff; border-bottom: 1px solid var(--line); }
header .brand { font-family: Georgia, serif; font-size: 1.25rem; color: var(--rose); text-decoration: none; }
nav ul { display: flex; gap: 4px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
nav a { display: block; padding: 6px 12px; border-radius: 999px; text-decoration: none; color: var(--ink); }
nav a[aria-current=page] { background: var(--blush); color: var(--rose-dark); font-weight: 600; }
main { max-width: 1200px; margin: 0 auto; padding: 20px 24px 48px; }
.card { background: #fff; border-radius: 12px; padding: 16px 20px; box-shadow: 0 1px 3px rgba(43,29,33,.08); margin-bottom: 16px; }
.alert { border: 1px solid var(--error); background: #fff4f5; color: var(--error); border-radius: 10px; padding: 10px 14px; margin-bottom: 16px; }
.notice { border: 1px solid var(--ok); background: #f1f8f3; color: var(--ok); border-radius: 10px; padding: 10px 14px; margin-bottom: 16px; word-break: break-word; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
td.number, th.number { text-align: right; }
form.inline { display: inline-flex; gap: 6px; align-items: center; margin: 0; flex-wrap: wrap; }
form.stack { display: grid; gap: 10px; max-width: 420px; }
label { font-size: .85rem; font-weight: 600; }
input[type=text], input[type=number], input[type=date], input[type=search], input[type=url], select, textarea { font: inherit; padding: 5px 8px; border: 1px solid #cdb3b9; border-radius: 6px; background: #fff; color: var(--ink); }
input[type=number] { width: 7em; }
button { font: inherit; cursor: pointer; border-radius: 999px; border: 1px solid var(--rose); padding: 5px 14px; background: #fff; color: var(--rose); }
button:hover { background: var(--blush); }
button.primary { background: var(--rose); color: #fff; }
button.danger { border-color: var(--error); color: var(--error); }
.badge { display: inline-block; border-radius: 999px; padding: 1px 10px; font-size: .8rem; background: var(--blush); color: var(--rose-dark); }
.badge.ok { background: #e3f1e7; color: var(--ok); }
.badge.bad { background: #fde2e5; color: var(--error); }
.muted, .hint { color: var(--muted); font-size: .85rem; }
.toolbar { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
.pager { display: flex; gap: 12px; margin-top: 12px; }
dl.figures { display: grid; grid-template-columns: max-content auto; gap: 4px 16px; }
dl.figures dd { margin: 0; font-variant-numeric: tabular-nums; }
summary { cursor: pointer; }
.inline-heading { display: inline; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
code { font-size: .85rem; background: var(--blush); padding: 1px 4px; border-radius: 4px; word-break: break-all; }
`;
