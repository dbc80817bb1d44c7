import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical violations in the whole document, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      // Fluent's focus management (tabster) puts aria-hidden dummy inputs at the edges of focus groups: they
      // take focus only to pass it on at once and are never read. axe cannot know that; the Fluent team
      // documents this false positive (microsoft/fluentui, aria-hidden-focus on tabster dummies). Only that
      // rule on those elements is left out.
      nodes: v.id === 'aria-hidden-focus' ? v.nodes.filter((node) => !/data-tabster-dummy/.test(node.html)) : v.nodes,
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
