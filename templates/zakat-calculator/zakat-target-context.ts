/**
 * Where a page's zakat calculator puts its answer (`FormPageProps.zakat`, from `zakatTargetOf`):
 * `FormPage` provides it, `ZakatCalculatorOpener` reads it. Undefined on a page without zakat, or of an
 * org that switched the calculator off: the opener then shows nothing.
 */
import { createContext } from 'react';
import type { ZakatTarget } from '../../orgs/zakat/zakat-target.ts';

export const ZakatTargetContext = createContext<ZakatTarget | undefined>(undefined);
