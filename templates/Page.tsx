/**
 * The HTML document around every generated page. Rendered once in Node with renderToStaticMarkup; only
 * the contents of `#root` are hydrated, so the shell itself never has to match a client render.
 * Its first paint needs this one response: the stylesheet travels inside it, in a `<style>` element the
 * page's Content-Security-Policy allows by its hash (`build/inline-style.ts`), and the module script
 * comes last, at low fetch priority, so it never competes with what paints the form. No other inline
 * script or style is allowed: props travel as a JSON data block, behaviour comes from the module script.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '../i18n/languages.ts';
import { toJsonScriptText } from './json-script.ts';
import { LanguageSwitch, type PageVersion } from './LanguageSwitch.tsx';
import { PAGE_PROPS_ID, ROOT_ID } from './page-props.ts';
import { PAGE_ICON_URL } from './page-icon.ts';

export interface PageProps {
  title: string;
  /** The language the page is written in: its `lang`, and `dir` (right to left for Urdu). */
  language: Language;
  /**
   * Every language version of the page, this one included, for the `hreflang` links search engines
   * read and the language switch donors use (shown when there is more than one).
   */
  versions?: readonly PageVersion[];
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

/** The whole document except the doctype, which React does not render (`build/render-pages.ts` adds it). */
export function Page(props: PageProps) {
  const { title, styles, scriptUrl, bodyHtml, data, contentSecurityPolicy, scriptIntegrity, language, versions = [] } = props;
  const others = versions.filter((version) => version.language !== language);
  const defaultVersion = versions.find((version) => version.language === DEFAULT_LANGUAGE);
  // Same-origin relative URLs: SRI needs no crossorigin attribute (https://www.w3.org/TR/SRI/#cross-origin-data-leakage).
  return (
    <html lang={language} dir={LANGUAGE_INFO[language].dir}>
      <head>
        <meta charSet="utf-8" />
        {contentSecurityPolicy && <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" href={PAGE_ICON_URL} />
        {/* https://developers.google.com/search/docs/specialty/international/localized-versions#html */}
        {others.length > 0 &&
          versions.map((version) => <link key={version.language} rel="alternate" hrefLang={version.language} href={version.url} />)}
        {others.length > 0 && defaultVersion && <link rel="alternate" hrefLang="x-default" href={defaultVersion.url} />}
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
