/** The title of a form page, which its `<title>` and an embed snippet's frame (`embed-snippet.ts`) carry. */
import type { Translator } from '../orgs/i18n/translator.ts';
import type { FormDef, Org } from '../orgs/types.ts';

/**
 * A form page's title in `translator`'s language: the form's title and the organisation's name,
 * 'Zakat · Dar Ul Sukoon' (`common.pageTitle`), or the title alone when it names the organisation
 * already ('Donate to JHR Trust').
 */
export function formPageTitle(translator: Translator, form: FormDef, org: Pick<Org, 'displayName'>): string {
  const title = translator.text(form.title);
  const name = translator.text(org.displayName);
  return title.includes(name) ? title : translator.t('common.pageTitle', { title, org: name });
}
