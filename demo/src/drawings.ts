import { decor } from './decor';
import { tablesAndSeats } from './seats';
import { storageAndBeds } from './storage';
import { grain, rect } from './svgParts';

/**
 * The demo catalogue's pictures, drawn here as SVG (decisions: images are made by the project).
 * Simple flat drawings of each kind of furniture in a few wood tones.
 */
export const woods = {
  oak: { light: '#d9b382', mid: '#b8894f', dark: '#7a5530' },
  walnut: { light: '#9a6b4b', mid: '#6e4630', dark: '#43281a' },
  pine: { light: '#f0d5a0', mid: '#d9b270', dark: '#a07a3f' },
  rosewood: { light: '#a8553c', mid: '#7d3522', dark: '#4f1d12' },
  ash: { light: '#e8dcc4', mid: '#c9b48e', dark: '#8e7752' },
} as const;
export type Wood = keyof typeof woods;

/** Every kind of thing the demo sells, as it is drawn: a product's pictures all show its kind. */
export const shapes = { ...tablesAndSeats, ...storageAndBeds, ...decor };
export type ShapeName = keyof typeof shapes;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const backdrop = (bg: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
  `<rect width="800" height="600" fill="url(#bg)"/><ellipse cx="400" cy="520" rx="300" ry="26" fill="#000" opacity="0.12"/>`;

const backgrounds = ['#f6efe4', '#eef3ec', '#f3ece6', '#eaf0f5'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A product's picture: its kind, in its wood, on the variant's backdrop. The kind's name is the
 * picture's title (what it shows, for whoever reads the file).
 */
export function productDrawing(shape: ShapeName, wood: Wood, variant: number): string {
  const { name, draw } = shapes[shape];
  return svg(
    800,
    600,
    `<title>${escapeXml(name)}</title>` +
      backdrop(backgrounds[variant % backgrounds.length]) +
      draw(woods[wood], variant),
  );
}

/** A wide landing-page banner: a wood-toned field, a headline and a line under it. */
export function bannerDrawing(title: string, subtitle: string, wood: Wood): string {
  const w = woods[wood];
  const planks = [0, 1, 2, 3, 4]
    .map(
      (i) => rect(1070 + i * 104, 40, 90, 420, i % 2 ? w.mid : w.light, 6) + grain(1070 + i * 104, 40, 90, 420, w.dark),
    )
    .join('');
  return svg(
    1600,
    500,
    `<rect width="1600" height="500" fill="${w.dark}"/>${planks}` +
      `<text x="90" y="230" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff8ee">${escapeXml(title)}</text>` +
      `<text x="90" y="310" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="36" fill="#f1dcc0">${escapeXml(subtitle)}</text>`,
  );
}

/** A supplier's round logo with its initials. */
export function logoDrawing(initials: string, wood: Wood): string {
  const w = woods[wood];
  return svg(
    240,
    240,
    `<circle cx="120" cy="120" r="116" fill="${w.dark}"/><circle cx="120" cy="120" r="100" fill="none" stroke="${w.light}" stroke-width="6"/>` +
      `<text x="120" y="140" text-anchor="middle" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="64" font-weight="700" fill="${w.light}">${escapeXml(initials)}</text>`,
  );
}
