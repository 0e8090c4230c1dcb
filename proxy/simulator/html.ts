import escapeHtml from 'escape-html';

/** A complete, mobile-friendly page around `body` (already escaped HTML). `title` is plain text. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f23}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.note{background:#fff3cd;padding:.5rem .75rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}.actions form{flex:1}
button{width:100%;min-height:3rem;font-size:1.05rem;border-radius:.5rem;border:1px solid #0b5d1e;cursor:pointer}
.pay{background:#0b5d1e;color:#fff}.cancel{background:#fff;color:#0b5d1e}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
