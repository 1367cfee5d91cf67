// axe-core in the browser tests: the serious and critical violations of the page as it is now.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** The serious and critical axe violations on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(' | ')}`,
      );
  });
  return violations;
}
