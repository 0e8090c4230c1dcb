/**
 * A translator whose every word is marked (`visible-texts.ts`): the English catalogue with each message
 * wrapped in marks, compiled and formatted as a page's are, and org-file text marked by `text`. A page
 * rendered with it shows only marked words, unless a string reaches the page without a translator.
 */
import { catalogueOf } from '../../../orgs/i18n/catalogue.ts';
import { compileMessage } from '../../../orgs/i18n/compile.ts';
import { createTranslator, type Translator } from '../../../orgs/i18n/translator.ts';
import { marked } from './visible-texts.ts';

const messages = Object.fromEntries([...catalogueOf('en')].map(([key, text]) => [key, compileMessage(marked(text))]));

/** The marking translator (language 'en', so numbers format as on an English page). */
export const pseudoTranslator: Translator = { ...createTranslator('en', messages), text: marked };
