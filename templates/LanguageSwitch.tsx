/**
 * The language switch at the top of a page: a link to the page in each other language it is written
 * in, named in that language (`English`, `اردو`), shown only when there is another. The built pages
 * (`Page.tsx`) and a form the proxy shows again (`no-script/NoScriptPage.tsx`) draw it; the proxy's
 * own pages write the same markup (proxy/own-pages/proxy-page.ts).
 */
import { LANGUAGE_INFO, type Language } from '../orgs/i18n/languages.ts';

/** One language version of a page: its language and its URL relative to the page that links to it. */
export interface PageVersion {
  language: Language;
  url: string;
}

export interface LanguageSwitchProps {
  /** The language of the page it is on, which it does not link. */
  language: Language;
  /** Every language version of the page, this one included. */
  versions: readonly PageVersion[];
  /** Its accessible name in the page's language, e.g. 'Language'. */
  label?: string;
}

export function LanguageSwitch({ language, versions, label }: LanguageSwitchProps) {
  const others = versions.filter((version) => version.language !== language);
  if (others.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={label}>
      {others.map((version) => (
        <a key={version.language} href={version.url} hrefLang={version.language} lang={version.language}>
          {LANGUAGE_INFO[version.language].name}
        </a>
      ))}
    </nav>
  );
}
