import type { Page } from 'playwright-core';

/**
 * Helpers for browser tests of the back-office's shared data grid (web-backoffice/src/components/data-grid):
 * what its rows show, its range line, and screenshots at desktop and narrow widths in both languages.
 */

/** The text of one column (0-based, as shown) of every row on the page, in order. */
export function columnTexts(page: Page, column: number): Promise<string[]> {
  return page
    .locator('tbody tr[data-grid-row]')
    .evaluateAll((rows, c) => rows.map((row) => (row.children[c] as HTMLElement).innerText.trim()), column);
}

/** The URL's query as an object (what a shared link or a reload carries). */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/**
 * With E2E_SCREENSHOTS set: the page at 1280 px and 390 px, in English and in Bangla (switched with the
 * shell's language menu and back), as `<name>-<lang>-<width>.png`.
 */
export async function screenshotGrid(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const language of ['en', 'bn'] as const) {
    await page.getByRole('combobox', { name: /^(Language|ভাষা)$/ }).selectOption(language);
    await page
      .locator('html')
      .and(page.locator(`[lang="${language}"]`))
      .waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: size.height });
      await page.screenshot({ path: `${dir}/grid-${name}-${language}-${width}.png`, fullPage: width < 600 });
    }
  }
  await page.getByRole('combobox', { name: /^(Language|ভাষা)$/ }).selectOption('en');
  await page.setViewportSize(size);
}
