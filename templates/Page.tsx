/**
 * The HTML document around every generated page. Rendered once in Node with renderToStaticMarkup; only
 * the contents of `#root` are hydrated, so the shell itself never has to match a client render.
 * Its first paint needs this one response: the stylesheet travels inside it, in a `<style>` element the
 * page's Content-Security-Policy allows by its hash (`build/inline-style.ts`), and the module script
 * comes last, at low fetch priority, so it never competes with what paints the form. No other inline
 * script or style is allowed: props travel as a JSON data block, behaviour comes from the module script.
 */
import { LANGUAGE_INFO, type Language } from '../orgs/i18n/languages.ts';
import { toJsonScriptText } from './json-script.ts';
import { LanguageSwitch, type PageVersion } from './LanguageSwitch.tsx';
import { PAGE_PROPS_ID, ROOT_ID } from './page-props.ts';
import { PAGE_ICON_URL } from './page-icon.ts';

/**
 * What a page tells search engines and the previews of shared links besides its title (for a form page,
 * `build/page-meta.ts` says which and why; absolute URLs only, from the org file's `siteUrl`).
 */
export interface PageMeta {
  /** `<meta name="description">` and og:description; with it the page also gets og:title, type, site name and locale. */
  description?: string;
  /** Search engines leave the page out of their results (a thank-you page: it is about one donor's order). */
  noindex?: boolean;
  /** The page's absolute address: its canonical link and og:url. */
  url?: string;
  /** The absolute address of every language version, this one included, by `hreflang` ('x-default' too). */
  alternates?: readonly { hrefLang: string; url: string }[];
  /** og:site_name: the organisation. */
  siteName?: string;
  /** og:locale, e.g. 'ur_PK'. */
  locale?: string;
  /** og:image: an absolute URL, the image's size in pixels and its text. */
  image?: { url: string; width: number; height: number; alt: string };
}

export interface PageProps {
  title: string;
  /** The language the page is written in: its `lang`, and `dir` (right to left for Urdu). */
  language: Language;
  /** Every language version of the page, this one included, for the language switch (shown when there is more than one). */
  versions?: readonly PageVersion[];
  /** What search engines and link previews read; absent: nothing but the title. */
  meta?: PageMeta;
  /** The switch's accessible name in the page's language, e.g. 'Language'. */
  switchLabel?: string;
  /** The minified stylesheet's text, written into a `<style>` element (checked by `inlineStyleText`). */
  styles: string;
  /** URL of the page's module script, relative to the page's folder. */
  scriptUrl: string;
  /** HTML of the body, already rendered (renderToString for hydrated parts). */
  bodyHtml: string;
  /** Data for the client script; written as an escaped JSON block when present. */
  data?: unknown;
  /**
   * The page's Content-Security-Policy for a `<meta http-equiv>` (no frame-ancestors: meta cannot carry
   * it). It precedes the styles and script, as a meta policy covers only what comes after it.
   */
  contentSecurityPolicy?: string;
  /** Subresource Integrity ('sha256-…') of the script's bytes. */
  scriptIntegrity?: string;
}

/** The head's elements for `meta` (https://ogp.me/ for the `og:` properties). */
function PageMetaTags({ title, meta }: { title: string; meta: PageMeta }) {
  const { description, noindex, url, alternates = [], siteName, locale, image } = meta;
  return (
    <>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {alternates.map(({ hrefLang, url: href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {description && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          {siteName && <meta property="og:site_name" content={siteName} />}
          {locale && <meta property="og:locale" content={locale} />}
        </>
      )}
      {url && <meta property="og:url" content={url} />}
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
    </>
  );
}

/** The whole document except the doctype, which React does not render (`build/render-pages.ts` adds it). */
export function Page(props: PageProps) {
  const { title, styles, scriptUrl, bodyHtml, data, contentSecurityPolicy, scriptIntegrity, language, versions = [], meta = {} } = props;
  // Same-origin relative URLs: SRI needs no crossorigin attribute (https://www.w3.org/TR/SRI/#cross-origin-data-leakage).
  return (
    <html lang={language} dir={LANGUAGE_INFO[language].dir}>
      <head>
        <meta charSet="utf-8" />
        {contentSecurityPolicy && <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" href={PAGE_ICON_URL} />
        <PageMetaTags title={title} meta={meta} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own minified stylesheet, checked by inlineStyleText and allowed by its hash. */}
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        <LanguageSwitch language={language} versions={versions} label={props.switchLabel} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the form's own HTML, rendered by React on the server just before. */}
        <div id={ROOT_ID} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {data !== undefined && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by toJsonScriptText.
          <script type="application/json" id={PAGE_PROPS_ID} dangerouslySetInnerHTML={{ __html: toJsonScriptText(data) }} />
        )}
        <script type="module" src={scriptUrl} integrity={scriptIntegrity} fetchPriority="low" />
      </body>
    </html>
  );
}
