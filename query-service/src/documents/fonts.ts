import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * Be Vietnam Pro for the documents: the standard PDF fonts have no Vietnamese letters. The
 * package ships the font cut in pieces (latin, vietnamese, latin-ext: a page loads only what it
 * shows), so a text is set in runs, each letter in the first piece that has it.
 */
const pieces = ['latin', 'vietnamese', 'latin-ext'] as const;
export type FontWeight = 'regular' | 'bold';
const weights: Record<FontWeight, number> = { regular: 400, bold: 700 };

export interface FontPiece {
  /** The name the document registers it under. */
  name: string;
  data: Buffer;
  has: (codePoint: number) => boolean;
}

let loaded: Record<FontWeight, FontPiece[]> | null = null;

/** The pieces of each weight, read once (about 20 kB each). */
export function fontPieces(): Record<FontWeight, FontPiece[]> {
  if (loaded) return loaded;
  const load = (weight: FontWeight) =>
    pieces.map((piece) => {
      const file = require.resolve(
        `@fontsource/be-vietnam-pro/files/be-vietnam-pro-${piece}-${weights[weight]}-normal.woff`,
      );
      const data = readFileSync(file);
      const font = fontkit.create(data) as fontkit.Font;
      return { name: `${piece}-${weight}`, data, has: (cp: number) => font.hasGlyphForCodePoint(cp) };
    });
  loaded = { regular: load('regular'), bold: load('bold') };
  return loaded;
}

/** A text cut into runs of the piece that sets them (NFC first: a combining accent is not a letter of its own). */
export function fontRuns(text: string, fonts: FontPiece[]): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const char of text.normalize('NFC')) {
    const cp = char.codePointAt(0) ?? 0;
    // A letter no piece has is set in the first, which shows its empty box.
    const font = (fonts.find((f) => f.has(cp)) ?? fonts[0]).name;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
