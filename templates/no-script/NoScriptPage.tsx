/**
 * The document of a form page that the proxy shows again after a post without JavaScript. Unlike
 * `Page.tsx` it loads no script (the browser that posted runs none) and carries no page data; its
 * `<base href>` is the page's own folder, so the stylesheet and logo URLs, relative as in the built
 * page, load from where the page is hosted although the document comes from the proxy. Its language
 * switch leads to the built form page in each other language, as the built page's does.
 */
import { LANGUAGE_INFO, type Language } from '../../orgs/i18n/languages.ts';
import { LanguageSwitch, type PageVersion } from '../LanguageSwitch.tsx';
import { ROOT_ID } from '../page-props.ts';
import { PAGE_ICON_URL } from '../page-icon.ts';

export interface NoScriptPageProps {
  title: string;
  /** The language the page is shown in: its `lang` and direction. */
  language: Language;
  /** Absolute URL of the page's folder, ending in '/'. */
  baseHref: string;
  /** URL of the hashed stylesheet, relative to the page's folder. */
  stylesheetUrl: string;
  /** The form's built page in each language, URLs relative to the page's folder (the switch). */
  versions?: readonly PageVersion[];
  /** The switch's accessible name in the page's language, e.g. 'Language'. */
  switchLabel?: string;
  /** HTML of the form, already rendered. */
  bodyHtml: string;
}

/** The whole document except the doctype. `<base>` comes first, before any relative URL. */
export function NoScriptPage({ title, language, baseHref, stylesheetUrl, versions = [], switchLabel, bodyHtml }: NoScriptPageProps) {
  return (
    <html lang={language} dir={LANGUAGE_INFO[language].dir}>
      <head>
        <meta charSet="utf-8" />
        <base href={baseHref} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" href={PAGE_ICON_URL} />
        <link rel="stylesheet" href={stylesheetUrl} />
      </head>
      <body>
        <LanguageSwitch language={language} versions={versions} label={switchLabel} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the form's own HTML, rendered by React on the server just before. */}
        <div id={ROOT_ID} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </body>
    </html>
  );
}
