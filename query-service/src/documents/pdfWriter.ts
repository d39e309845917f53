import PDFDocument from 'pdfkit';
import { fontPieces, fontRuns, type FontWeight } from './fonts';

export interface TextOptions {
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

/**
 * An A4 page set in Be Vietnam Pro, written top to bottom: a text in the font pieces that have
 * its letters (see fonts.ts), the PDF collected into one buffer at the end.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = 40;
  readonly right: number;
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: info.title, Author: info.author } });
    const pieces = fontPieces();
    for (const weight of ['regular', 'bold'] as const)
      for (const piece of pieces[weight]) this.doc.registerFont(piece.name, piece.data);
    this.right = this.doc.page.width - 40;
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.right - this.left;
  }

  get y(): number {
    return this.doc.y;
  }

  /** The width a text takes on one line. */
  widthOf(text: string, options: TextOptions = {}): number {
    const weight: FontWeight = options.bold ? 'bold' : 'regular';
    this.doc.fontSize(options.size ?? 10);
    return fontRuns(text, fontPieces()[weight]).reduce(
      (sum, run) => sum + this.doc.font(run.font).widthOfString(run.text),
      0,
    );
  }

  /** A text's lines within a width, broken between words (a word too long for a line, between letters). */
  private wrap(text: string, width: number, options: TextOptions): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (this.widthOf(tried, options) <= width) {
        line = tried;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && this.widthOf(line + char, options) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
    return lines;
  }

  /**
   * A text from (x, y), or below the last one, wrapped within `width` (the text is set in runs of
   * font pieces, so the lines are broken here, between words, not by PDFKit within a run).
   * Returns the y below it.
   */
  text(text: string, options: TextOptions = {}): number {
    const { x = this.left, width = this.right - x, align = 'left', size = 10 } = options;
    let y = options.y ?? this.doc.y;
    const pieces = fontPieces()[options.bold ? 'bold' : 'regular'];
    for (const line of this.wrap(text, width, options)) {
      const measured = this.widthOf(line, options);
      let at = align === 'left' ? x : align === 'right' ? x + width - measured : x + (width - measured) / 2;
      this.doc.fontSize(size);
      for (const run of fontRuns(line, pieces)) {
        this.doc.font(run.font).text(run.text, at, y, { lineBreak: false });
        at += this.doc.widthOfString(run.text);
      }
      y += this.doc.currentLineHeight(true);
    }
    this.doc.x = this.left;
    this.doc.y = y;
    return y;
  }

  /** A thin rule across the page, and some room below it. */
  rule(gap = 6): void {
    const y = this.doc.y + gap / 2;
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    this.doc.y = y + gap;
  }

  /** Some room. */
  space(points: number): void {
    this.doc.y += points;
  }

  /** Room left on the page; a new page when there is less. */
  keepRoom(points: number): void {
    if (this.doc.y + points > this.doc.page.height - 40) this.doc.addPage();
  }

  /** The PDF, once ended. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
