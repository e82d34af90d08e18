// The 404 a browser sees for an address outside the app (a missing file such as /old-picture.png):
// the spec's error screen in Russian ('Ошибка 404', its message, 'На главную') as a small page in
// the site's colours, instead of a JSON line. API clients keep the JSON {detail}.
import type { Context } from 'hono';

const PAGE = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Ошибка 404 — Наука рядом</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f7f7fb;color:#16152b;text-align:center;padding:24px;box-sizing:border-box}
p.code{font-size:96px;font-weight:800;margin:0;color:#3b2fc9;line-height:1}
h1{font-size:32px;margin:8px 0}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:999px;background:#3b2fc9;color:#fff;font-weight:600;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#111022;color:#f0effa}p.code{color:#a5a0ff}a{background:#a5a0ff;color:#111022}}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">404</p>
<h1>Ошибка 404</h1>
<p>Ой! Мы не смогли найти эту страницу или она не существует</p>
<a href="/">На главную</a>
</main>
</body>
</html>
`;

/** A browser navigation (it accepts HTML) to a path outside /api and /otherapi. */
function wantsPage(c: Context): boolean {
  const path = new URL(c.req.url).pathname;
  if (/^\/(api|otherapi|metrics)(\/|$)/.test(path)) return false;
  return (c.req.header('accept') ?? '').includes('text/html');
}

export function notFound(c: Context): Response {
  if (wantsPage(c)) return c.html(PAGE, 404);
  return c.json({ detail: 'Not found' }, 404);
}
