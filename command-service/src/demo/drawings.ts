import type { CategoryId } from '@tavico/contracts';

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

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const backdrop = (bg: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
  `<rect width="800" height="600" fill="url(#bg)"/><ellipse cx="400" cy="520" rx="300" ry="26" fill="#000" opacity="0.12"/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const grain = (x: number, y: number, w: number, h: number, stroke: string) =>
  [0.3, 0.55, 0.8]
    .map(
      (f) =>
        `<path d="M${x + 10} ${y + h * f} q ${w / 4} -8 ${w / 2} 0 t ${w / 2 - 20} 0" stroke="${stroke}" stroke-width="3" fill="none" opacity="0.35"/>`,
    )
    .join('');

function piece(category: CategoryId, w: (typeof woods)[Wood], variant: number): string {
  const cushion = ['#e9e2d3', '#9fb7a8', '#c9a27e', '#8fa3bf'][variant % 4];
  switch (category) {
    case 'ban':
      return (
        rect(170, 250, 460, 36, w.mid) +
        grain(170, 250, 460, 36, w.dark) +
        rect(200, 286, 28, 220, w.dark, 4) +
        rect(572, 286, 28, 220, w.dark, 4) +
        (variant % 2 ? rect(228, 420, 344, 14, w.mid, 3) : '')
      );
    case 'ghe':
      return (
        rect(300, 130, 200, 170, w.mid, 14) +
        grain(300, 130, 200, 170, w.dark) +
        rect(285, 300, 230, 40, variant % 2 ? cushion : w.light, 10) +
        rect(300, 340, 24, 170, w.dark, 4) +
        rect(476, 340, 24, 170, w.dark, 4)
      );
    case 'tu-ke': {
      const shelves = [0, 1, 2, 3].map((i) => rect(265, 150 + i * 90, 270, 10, w.dark, 2)).join('');
      return (
        rect(250, 90, 300, 420, w.mid, 8) +
        grain(250, 90, 300, 420, w.dark) +
        (variant % 2
          ? shelves
          : rect(268, 110, 128, 380, w.light, 4) +
            rect(404, 110, 128, 380, w.light, 4) +
            rect(380, 290, 8, 40, w.dark, 3) +
            rect(412, 290, 8, 40, w.dark, 3))
      );
    }
    case 'giuong':
      return (
        rect(130, 200, 40, 300, w.dark, 6) +
        rect(170, 330, 500, 90, w.mid, 8) +
        grain(170, 330, 500, 90, w.dark) +
        rect(175, 300, 490, 40, '#f4f1ea', 14) +
        rect(190, 280, 110, 40, cushion, 16) +
        rect(640, 300, 30, 200, w.dark, 6) +
        rect(170, 420, 24, 80, w.dark, 4)
      );
    case 'sofa':
      return (
        rect(170, 210, 460, 150, cushion, 30) +
        rect(150, 280, 70, 150, cushion, 24) +
        rect(580, 280, 70, 150, cushion, 24) +
        rect(210, 330, 380, 70, cushion, 16) +
        rect(160, 420, 480, 30, w.mid, 8) +
        rect(180, 450, 20, 60, w.dark, 4) +
        rect(600, 450, 20, 60, w.dark, 4)
      );
    case 'trang-tri':
      return variant % 2
        ? `<path d="M360 150 q -70 120 -40 240 q 10 60 80 110 q 70 -50 80 -110 q 30 -120 -40 -240 z" fill="${w.mid}"/>` +
            grain(330, 200, 140, 260, w.dark) +
            rect(370, 130, 60, 30, w.dark, 6)
        : `<circle cx="400" cy="300" r="160" fill="${w.mid}"/><circle cx="400" cy="300" r="130" fill="${w.light}"/>` +
            `<path d="M400 300 L400 200 M400 300 L470 330" stroke="${w.dark}" stroke-width="10" stroke-linecap="round"/>`;
    case 'go-nguyen-lieu':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            rect(170 + (i % 2) * 20, 180 + i * 80, 460, 60, i % 2 ? w.mid : w.light, 4) +
            grain(170 + (i % 2) * 20, 180 + i * 80, 460, 60, w.dark),
        )
        .join('');
  }
}

const backgrounds = ['#f6efe4', '#eef3ec', '#f3ece6', '#eaf0f5'];

export function productDrawing(category: CategoryId, wood: Wood, variant: number): string {
  return svg(800, 600, backdrop(backgrounds[variant % backgrounds.length]) + piece(category, woods[wood], variant));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
