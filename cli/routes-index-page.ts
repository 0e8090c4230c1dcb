/**
 * The page `forms serve` shows at `/`: a list of every form, so someone trying the product locally can
 * reach each route without knowing the table by heart. Not part of any org's built folder.
 */
import escapeHtml from 'escape-html';
import { listRoutes } from '../orgs/routes.ts';
import type { Org } from '../orgs/types.ts';
import type { EmbedPreview } from './embed-preview.ts';
import { PAGE_ICON_URL } from '../templates/page-icon.ts';

/**
 * HTML for the route list; `orgs` gives display names. It has the pages' inline icon, so no browser asks
 * for `/favicon.ico`. With `preview`, each route also links its demo page embedding the form and shows
 * its embed snippet.
 */
export function routesIndexPage(orgs: Org[], preview?: EmbedPreview): string {
  const names = new Map(orgs.map((org) => [org.id, org.displayName]));
  const forms = new Map(orgs.flatMap((org) => org.forms.map((form) => [form.route, { org, form }] as const)));
  const embedded = (route: string) => {
    const found = forms.get(route);
    if (!preview || !found) return '';
    return (
      ` · <a href="${escapeHtml(preview.pageOf(found.form))}">embedded</a>` +
      `<details><summary>Embed snippet</summary><pre>${escapeHtml(preview.snippet(found.org, found.form))}</pre></details>`
    );
  };
  const items = listRoutes(orgs)
    .map(
      ({ route, orgId, kind }) =>
        `<li><a href="${escapeHtml(route)}/">${escapeHtml(route)}</a> — ${escapeHtml(names.get(orgId) ?? orgId)} (${escapeHtml(kind)})${embedded(route)}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Forms</title><link rel="icon" href="${PAGE_ICON_URL}"></head>
<body><main><h1>Every form</h1><ul>
${items}
</ul></main></body></html>`;
}
