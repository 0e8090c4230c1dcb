/**
 * Runs axe-core (the maintained accessibility rule engine) inside a page and its same-origin frames,
 * and reports the violations a person would be hurt by: impact 'serious' or 'critical'.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'puppeteer-core';

const axeSource = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export interface AxeFindings {
  /** As `seriousViolations` answers. */
  serious: string[];
  /** The ids of the rules that applied to the page (passed, failed or left for a person to check). */
  applied: string[];
}

/**
 * One line per serious or critical violation on `page`: rule id, help text and the CSS targets hit,
 * e.g. `color-contrast: Elements must meet minimum color contrast ratio thresholds [#submit]`.
 * An empty array means none. Throws when axe cannot run (e.g. a frame it cannot reach).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).serious;
}

/** `seriousViolations`, and which rules applied (e.g. to see that `html-lang-valid` ran on an Urdu page). */
export async function axeFindings(page: Page): Promise<AxeFindings> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    // Evaluated through the DevTools protocol rather than added as a <script>: the pages' CSP refuses
    // inline scripts, and an evaluation is not subject to it.
    if (!present) await frame.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    type Rule = { id: string };
    type Results = { violations: AxeViolation[]; passes: Rule[]; incomplete: Rule[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Results> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      found: result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) })),
      applied: [...result.violations, ...result.passes, ...result.incomplete].map(({ id }) => id),
    };
  });
  return {
    serious: violations.found
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, help, nodes }) => `${id}: ${help} [${nodes.map(({ target }) => target.join(' ')).join(', ')}]`),
    applied: violations.applied,
  };
}
