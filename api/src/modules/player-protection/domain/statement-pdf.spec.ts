import { describe, expect, it } from '@jest/globals';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { statementLines, type StatementBet, type StatementTransaction } from './statement-file.js';
import { maxPdfLines, scriptRuns, statementPdf } from './statement-pdf.js';

/** The text of each page, as a PDF reader extracts it (items joined by spaces). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 6, minute)); // 12:xx in Dhaka
const transactions: StatementTransaction[] = [
  { at: at(1), type: 'DepositCredited', amount: 200_000n, balanceAfter: 200_000n },
  { at: at(0), type: 'StakeDebited', amount: -5_000n, balanceAfter: 195_000n },
];
const bets: StatementBet[] = [
  { at: at(2), id: '0f7c2d2e-8d43-4a53-9a3e-7f1e3c2b1a00', gameName: 'Tiger Reels', platform: 'STMT', stake: 5_000n, win: 12_000n },
];
const range = { fromDay: '2026-11-01', toDay: '2026-11-20' };

describe('the PDF account statement', () => {
  it('holds the CSV lines (oldest first, Dhaka times, signed amounts) under a title, with page numbers', async () => {
    const [page, ...rest] = await pagesOf(await statementPdf('en', statementLines('en', range, transactions, bets), '2026-11-20 13:00:00'));
    expect(rest).toEqual([]);
    expect(page).toContain('Account statement: 2026-11-01 – 2026-11-20');
    expect(page).toContain('Generated: 2026-11-20 13:00:00 (Asia/Dhaka)');
    expect(page!.indexOf('2026-11-20 12:00:00')).toBeLessThan(page!.indexOf('2026-11-20 12:01:00'));
    for (const text of [
      'Bet',
      '-50.00',
      '1950.00',
      'Deposit',
      '2000.00',
      'Tiger Reels (STMT)',
      '120.00',
      '70.00',
      bets[0]!.id,
      'Page 1 of 1',
    ])
      expect(page).toContain(text);
  });

  it('is in Bangla with the Bangla labels when asked', async () => {
    const [page] = await pagesOf(await statementPdf('bn', statementLines('bn', range, transactions, []), '2026-11-20 13:00:00'));
    // a shaped Bangla word may come out of a reader in pieces; the Latin around it is whole
    expect(page).toContain('2026-11-01 – 2026-11-20');
    expect(page).toContain('2000.00');
    expect(page).toContain('1 / 1');
  });

  it('says so when a kind has no lines, and runs over pages with the header on each', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...transactions[0]!, at: at(i), amount: BigInt(i + 1) }));
    const pages = await pagesOf(await statementPdf('en', statementLines('en', range, many, []), '2026-11-20 13:00:00'));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // every page that carries transactions repeats their header
    const withTransactions = pages.filter((page) => page.includes('Deposit'));
    expect(withTransactions.length).toBeGreaterThan(1);
    for (const page of withTransactions) expect(page).toContain('Balance after (BDT)');
    expect(pages.at(-1)).toContain('None in this period.');
    expect(maxPdfLines).toBeLessThan(20_000);
  });

  it('sets each script in its own font subset: Bangla runs and the rest apart, a space staying in its run', () => {
    expect(scriptRuns('বাজি (৳)')).toEqual([
      { bengali: true, text: 'বাজি ' },
      { bengali: false, text: '(' },
      { bengali: true, text: '৳' },
      { bengali: false, text: ')' },
    ]);
    expect(scriptRuns('Tiger Reels')).toEqual([{ bengali: false, text: 'Tiger Reels' }]);
  });
});
