/** The pieces the demo's drawings are made of (all on an 800 × 600 canvas, the floor at y 510). */

/** A wood's three tones: its face, its body, its shadow and legs. */
export interface Tone {
  light: string;
  mid: string;
  dark: string;
}

/**
 * One kind of thing the demo sells, drawn: what a product of that kind is called (its title says
 * it), and its drawing in a wood, for a variant (another cushion or detail; never another kind of
 * thing).
 */
export interface Shape {
  name: string;
  draw: (wood: Tone, variant: number) => string;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
export const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
export const grain = (x: number, y: number, w: number, h: number, stroke: string) =>
  [0.3, 0.55, 0.8]
    .map(
      (f) =>
        `<path d="M${x + 10} ${y + h * f} q ${w / 4} -8 ${w / 2} 0 t ${w / 2 - 20} 0" stroke="${stroke}" stroke-width="3" fill="none" opacity="0.35"/>`,
    )
    .join('');

/** Seat and mattress fabrics, one per variant. */
export const fabric = (variant: number) => ['#e9e2d3', '#9fb7a8', '#c9a27e', '#8fa3bf'][variant % 4];

/** Book spines, for the shelves and the desks. */
export const books = ['#7d3b2c', '#41607a', '#c9a24b', '#5d7a4a', '#8a6f9e', '#d7cfc0'];
