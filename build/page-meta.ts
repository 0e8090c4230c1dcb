/**
 * What a form page tells search engines and the previews of shared links (WhatsApp, Facebook) besides
 * its title: a description (the form's own, else one made of its title and the organisation's name, in
 * the page's language), Open Graph's title, description, site name and locale (https://ogp.me/), and,
 * when the org file gives `siteUrl`, the page's absolute address (canonical link, og:url), its language
 * versions as `hreflang` alternates and the logo as og:image. Search engines take only absolute
 * alternates and canonical links (https://developers.google.com/search/docs/specialty/international/localized-versions#html),
 * so without `siteUrl` a page has none: its relative address says nothing of where it is hosted.
 * Previews show no SVG, so only a PNG, JPEG or WebP logo becomes og:image.
 */
import { LANGUAGE_INFO, type Language } from '../orgs/i18n/languages.ts';
import type { Translator } from '../orgs/i18n/translator.ts';
import { kindOf } from '../orgs/kinds.ts';
import type { FormDef, Org } from '../orgs/types.ts';
import type { PageMeta } from '../templates/Page.tsx';
import type { LogoName } from './logo-assets.ts';
import { siteFolderUrl } from './site-paths.ts';

/** Extensions of the images link previews show. */
const PREVIEW_IMAGE = /\.(png|jpe?g|webp)$/i;

export interface FormPageMetaInput {
  org: Pick<Org, 'displayName' | 'siteUrl'>;
  form: FormDef;
  /** The page's words: the catalogue's `common` area and the org's texts, in the page's language. */
  translator: Pick<Translator, 't' | 'text' | 'language'>;
  /** Every language of the org's pages, English first. */
  languages: readonly Language[];
  /** The folder (from the org folder) of the form's page in each language. */
  folderIn: (language: Language) => string;
  /** The form's logo as the build wrote it. */
  logo?: LogoName;
}

/** The head of the form page of `input.form` in `input.translator`'s language. */
export function formPageMeta(input: FormPageMetaInput): PageMeta {
  const { org, form, translator, languages, folderIn, logo } = input;
  const { t, text, language } = translator;
  const orgName = text(org.displayName);
  const values = { title: text(form.title), org: orgName };
  const description = form.description
    ? text(form.description)
    : kindOf(form).payment === 'none'
      ? t('common.pageDescriptionNoPayment', values)
      : t('common.pageDescription', values);
  const meta: PageMeta = { description, siteName: orgName, locale: LANGUAGE_INFO[language].locale.replace('-', '_') };
  if (!org.siteUrl) return meta;
  const { siteUrl } = org;
  const urlIn = (version: Language) => siteFolderUrl(siteUrl, folderIn(version));
  meta.url = urlIn(language);
  if (languages.length > 1) {
    meta.alternates = [
      ...languages.map((version) => ({ hrefLang: version, url: urlIn(version) })),
      { hrefLang: 'x-default', url: urlIn(languages[0]!) },
    ];
  }
  if (form.logo && logo && PREVIEW_IMAGE.test(logo.path)) {
    meta.image = { url: siteFolderUrl(siteUrl, '') + logo.path, width: logo.width, height: logo.height, alt: text(form.logo.alt) };
  }
  return meta;
}
