/**
 * The files that tell search engines which of an org's pages to list, for an org whose file gives
 * `siteUrl` (absolute addresses need it): `sitemap.xml`, every form page in every language with its
 * language versions as `xhtml:link` alternates (https://www.sitemaps.org/protocol.html,
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap), and
 * `robots.txt`, which lets every crawler in and names the sitemap (RFC 9309). Thank-you pages are not
 * listed: they are about one donor's order (and say `noindex`). Crawlers read `robots.txt` only at the
 * root of a host, so under a `siteUrl` with a path its Sitemap line belongs in the host's own file.
 */
import escapeHtml from 'escape-html';
import type { PageMeta } from '../templates/Page.tsx';
import { siteFolderUrl } from './site-paths.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** A page as the sitemap lists it: its absolute address and its language versions. */
export type ListedPage = Required<Pick<PageMeta, 'url'>> & Pick<PageMeta, 'alternates'>;

/** The text of `sitemap.xml` listing `pages`, in their order. Every URL is escaped for XML. */
export function sitemapXml(pages: readonly ListedPage[]): string {
  const entries = pages.map(({ url, alternates = [] }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(url)}</loc>`,
      ...alternates.map(
        ({ hrefLang, url: href }) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hrefLang)}" href="${escapeHtml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The text of `robots.txt` for the org folder at `siteUrl`: every crawler may read every page; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow:', '', `Sitemap: ${siteFolderUrl(siteUrl, '')}${SITEMAP_FILE}`, ''].join('\n');
}
