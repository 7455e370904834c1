import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { StatementLanguage, StatementLines } from './statement-file.js';

/**
 * The account statement as a PDF (issue 16): the same lines as the CSV (statementLines), as two tables
 * on A4 landscape pages with the header repeated on every page and "page n of m" at the foot. Bangla is
 * set in Noto Sans Bengali, whose shaping (conjuncts, vowel signs) fontkit does; the font ships as a
 * Bengali and a Latin subset, so each text is cut into runs of one script and each run set in its subset.
 */

const fontFile = (subset: 'bengali' | 'latin', weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);

const pdfLabels = {
  en: {
    brand: 'Khela',
    generated: 'Generated',
    transactions: 'Transactions (main balance)',
    bets: 'Bets (closed game rounds)',
    none: 'None in this period.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    transactionColumns: ['Time (Dhaka)', 'Description', 'Amount (BDT)', 'Balance after (BDT)'],
    betColumns: ['Time (Dhaka)', 'Game', 'Stake (BDT)', 'Win (BDT)', 'Net (BDT)', 'Reference'],
  },
  bn: {
    brand: 'খেলা',
    generated: 'তৈরি',
    transactions: 'লেনদেন (মূল ব্যালেন্স)',
    bets: 'বাজি (শেষ হওয়া গেম রাউন্ড)',
    none: 'এই সময়ে কিছু নেই।',
    page: (n: number, of: number) => `পৃষ্ঠা ${n} / ${of}`,
    transactionColumns: ['সময় (ঢাকা)', 'বিবরণ', 'পরিমাণ (৳)', 'পরের ব্যালেন্স (৳)'],
    betColumns: ['সময় (ঢাকা)', 'গেম', 'বাজি (৳)', 'জয় (৳)', 'নিট (৳)', 'রেফারেন্স'],
  },
} as const;

const page = { margin: 36, width: 841.89, height: 595.28 };
const rowHeight = 15;
const footerHeight = 24;
const bodySize = 8.5;
/** Space inside each side of a table cell, so a right-aligned amount never touches the next column. */
const cellPadding = 6;

interface Column {
  width: number;
  align: 'left' | 'right';
}
const transactionColumns: Column[] = [
  { width: 130, align: 'left' },
  { width: 380, align: 'left' },
  { width: 130, align: 'right' },
  { width: 129.89, align: 'right' },
];
const betColumns: Column[] = [
  { width: 110, align: 'left' },
  { width: 200, align: 'left' },
  { width: 85, align: 'right' },
  { width: 85, align: 'right' },
  { width: 85, align: 'right' },
  { width: 204.89, align: 'left' }, // a round id (a UUID) fits whole
];

/** Characters set in the Bengali subset: the Bengali block, the dandas, the joiners and the dotted circle. */
const alsoBengali = new Set([0x0964, 0x0965, 0x200c, 0x200d, 0x25cc]);
const isBengali = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x0980 && code <= 0x09ff) || alsoBengali.has(code);
};

/** `text` cut into runs of one script; a space stays in the run it follows. */
export function scriptRuns(text: string): { bengali: boolean; text: string }[] {
  const runs: { bengali: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const bengali = char === ' ' && last ? last.bengali : isBengali(char);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ bengali, text: char });
  }
  return runs;
}

/** The most lines of each kind one PDF carries (setting a line costs about a millisecond; the CSV carries more). */
export const maxPdfLines = 5_000;
/** Lines set between two yields to the event loop, so a long statement never stalls other requests for long. */
const linesPerSlice = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders the statement; `generatedAt` is the Dhaka time the file was made ("2026-11-26 14:05:00").
 * Setting text is synchronous CPU work (shaping), so it yields every `linesPerSlice` lines.
 */
export async function statementPdf(language: StatementLanguage, lines: StatementLines, generatedAt: string): Promise<Buffer> {
  const l = pdfLabels[language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: page.margin,
    bufferPages: true,
    info: { Title: lines.title, Author: l.brand, Creator: l.brand },
  });
  doc.registerFont('bengali', fontFile('bengali', 400));
  doc.registerFont('latin', fontFile('latin', 400));
  doc.registerFont('bengali-bold', fontFile('bengali', 700));
  doc.registerFont('latin-bold', fontFile('latin', 700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fontOf = (bengali: boolean, bold: boolean) => `${bengali ? 'bengali' : 'latin'}${bold ? '-bold' : ''}`;
  const widthOf = (text: string, size: number, bold: boolean) =>
    scriptRuns(text).reduce((sum, run) => sum + doc.font(fontOf(run.bengali, bold)).fontSize(size).widthOfString(run.text), 0);
  /** `text` cut at a grapheme (never inside a Bangla cluster) with an ellipsis, to fit `width`. */
  const fit = (text: string, width: number, size: number, bold: boolean) => {
    if (widthOf(text, size, bold) <= width) return text;
    const graphemes = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(text)].map((g) => g.segment);
    while (graphemes.length > 0 && widthOf(`${graphemes.join('')}…`, size, bold) > width) graphemes.pop();
    return `${graphemes.join('')}…`;
  };
  const write = (
    text: string,
    x: number,
    y: number,
    options: { size: number; bold?: boolean; width?: number; align?: 'left' | 'right' },
  ) => {
    const bold = options.bold ?? false;
    const shown = options.width === undefined ? text : fit(text, options.width, options.size, bold);
    let cursor = options.align === 'right' && options.width !== undefined ? x + options.width - widthOf(shown, options.size, bold) : x;
    for (const run of scriptRuns(shown)) {
      doc.font(fontOf(run.bengali, bold)).fontSize(options.size).text(run.text, cursor, y, { lineBreak: false });
      cursor += doc.widthOfString(run.text);
    }
  };

  let y = page.margin;
  const bottom = page.height - page.margin - footerHeight;
  const tableHeader = (columns: Column[], titles: readonly string[]) => {
    doc
      .rect(page.margin, y - 3, page.width - 2 * page.margin, rowHeight)
      .fill('#eef0f4')
      .fillColor('#000');
    let x = page.margin;
    columns.forEach((column, i) => {
      write(titles[i]!, x + cellPadding, y, { size: bodySize, bold: true, width: column.width - 2 * cellPadding, align: column.align });
      x += column.width;
    });
    y += rowHeight;
  };
  const table = async (heading: string, columns: Column[], titles: readonly string[], rows: string[][]) => {
    if (y + 3 * rowHeight > bottom) newPage();
    write(heading, page.margin, y, { size: 12, bold: true });
    y += 20;
    tableHeader(columns, titles);
    if (rows.length === 0) {
      write(l.none, page.margin + cellPadding, y, { size: bodySize });
      y += rowHeight;
    }
    for (const [index, row] of rows.entries()) {
      if (index % linesPerSlice === linesPerSlice - 1) await nextTurn();
      if (y + rowHeight > bottom) {
        newPage();
        tableHeader(columns, titles);
      }
      let x = page.margin;
      columns.forEach((column, i) => {
        write(row[i] ?? '', x + cellPadding, y, { size: bodySize, width: column.width - 2 * cellPadding, align: column.align });
        x += column.width;
      });
      y += rowHeight;
    }
    y += 14;
  };
  const newPage = () => {
    doc.addPage();
    y = page.margin;
  };

  write(`${l.brand} · ${lines.title}`, page.margin, y, { size: 15, bold: true });
  y += 22;
  write(`${l.generated}: ${generatedAt} (Asia/Dhaka)`, page.margin, y, { size: 9 });
  y += 24;
  await table(
    l.transactions,
    transactionColumns,
    l.transactionColumns,
    lines.transactions.map((t) => [t.time, t.description, t.amount, t.balanceAfter]),
  );
  await table(
    l.bets,
    betColumns,
    l.betColumns,
    lines.bets.map((b) => [b.time, b.game, b.stake, b.win, b.net, b.reference]),
  );

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // writing in the margin must not start a new page
    write(l.page(i - start + 1, count), page.margin, page.height - page.margin - 10, {
      size: 8,
      width: page.width - 2 * page.margin,
      align: 'right',
    });
  }
  doc.end();
  return done;
}
