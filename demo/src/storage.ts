import { books, ellipse, fabric, grain, path, rect, type Shape } from './svgParts';

const mattress = '#f4f1ea';

/** A row of books standing on a shelf whose top is at `y`, from x 272 to 528. */
const bookRow = (y: number, variant: number) => {
  const widths = [18, 24, 16, 22, 20, 26, 18, 22, 16];
  let x = 272;
  return widths
    .map((width, i) => {
      const height = 52 + ((i * 7 + variant * 5) % 22);
      const book = i === (variant + 3) % 9 ? '' : rect(x, y - height, width, height, books[(i + variant) % 6], 2);
      x += width + 3;
      return x < 528 ? book : '';
    })
    .join('');
};

/** A bottle of wine standing on a shelf whose top is at `y`. */
const bottle = (x: number, y: number, colour: string) =>
  rect(x, y - 46, 18, 46, colour, 5) + rect(x + 6, y - 62, 6, 18, colour, 2);

/** Wardrobes, cabinets, shelves and beds. */
export const storageAndBeds = {
  wardrobe: {
    name: 'tủ quần áo',
    draw: (w) =>
      rect(200, 60, 400, 24, w.dark, 4) +
      rect(210, 84, 380, 420, w.mid, 6) +
      grain(210, 84, 380, 420, w.dark) +
      [218, 342, 466].map((x) => rect(x, 92, 116, 404, w.light, 4)).join('') +
      rect(322, 260, 8, 50, w.dark, 3) +
      rect(350, 260, 8, 50, w.dark, 3) +
      rect(474, 260, 8, 50, w.dark, 3) +
      rect(226, 504, 24, 6, w.dark, 2) +
      rect(550, 504, 24, 6, w.dark, 2),
  },
  wineCabinet: {
    name: 'tủ rượu',
    draw: (w, v) =>
      rect(250, 70, 300, 440, w.mid, 8) +
      grain(250, 70, 300, 440, w.dark) +
      rect(268, 90, 264, 250, '#e6eef0', 4) +
      rect(268, 170, 264, 6, w.dark, 2) +
      rect(268, 250, 264, 6, w.dark, 2) +
      [170, 250, 334]
        .map((y, row) =>
          [284, 318, 352, 430, 464, 498]
            .map((x, i) => bottle(x, y, (i + row + v) % 3 ? '#3d5a3a' : '#5a1e1e'))
            .join(''),
        )
        .join('') +
      `<rect x="268" y="90" width="264" height="250" rx="4" fill="#cfe3ea" opacity="0.35"/>` +
      rect(396, 90, 8, 250, w.mid, 2) +
      rect(268, 360, 264, 60, w.light, 4) +
      rect(268, 432, 264, 60, w.light, 4) +
      rect(380, 386, 40, 8, w.dark, 3) +
      rect(380, 458, 40, 8, w.dark, 3),
  },
  bookshelf: {
    name: 'kệ sách',
    draw: (w, v) =>
      rect(250, 90, 300, 420, w.mid, 8) +
      grain(250, 90, 300, 420, w.dark) +
      rect(266, 106, 268, 390, w.light, 4) +
      [150, 240, 330, 420].map((y) => rect(265, y, 270, 10, w.dark, 2)).join('') +
      [150, 240, 330, 420, 496].map((y, i) => bookRow(y, v + i)).join(''),
  },
  tvStand: {
    name: 'kệ tivi',
    draw: (w) =>
      rect(210, 150, 380, 210, '#1f1f1f', 8) +
      rect(222, 162, 356, 186, '#34404a', 4) +
      rect(370, 360, 60, 18, '#2a2a2a', 2) +
      rect(130, 378, 540, 110, w.mid, 8) +
      grain(130, 378, 540, 110, w.dark) +
      rect(148, 394, 160, 78, w.light, 4) +
      rect(492, 394, 160, 78, w.light, 4) +
      rect(322, 394, 156, 78, w.dark, 4) +
      rect(340, 446, 120, 20, '#2a2a2a', 3) +
      rect(212, 428, 32, 8, w.dark, 3) +
      rect(556, 428, 32, 8, w.dark, 3) +
      rect(160, 488, 18, 22, w.dark, 3) +
      rect(622, 488, 18, 22, w.dark, 3),
  },
  shoeCabinet: {
    name: 'tủ giày',
    draw: (w) =>
      rect(250, 220, 300, 284, w.mid, 8) +
      grain(250, 220, 300, 284, w.dark) +
      [236, 324, 412].map((y) => rect(266, y, 268, 80, w.light, 4) + rect(370, y + 10, 60, 8, w.dark, 3)).join('') +
      rect(262, 504, 20, 6, w.dark, 2) +
      rect(518, 504, 20, 6, w.dark, 2),
  },
  nightstand: {
    name: 'tủ đầu giường',
    draw: (w, v) =>
      path('M340 222 L460 222 L440 150 L360 150 Z', fabric(v)) +
      rect(394, 222, 12, 70, '#5a5048', 3) +
      ellipse(400, 294, 40, 7, '#5a5048') +
      rect(290, 300, 220, 200, w.mid, 8) +
      grain(290, 300, 220, 200, w.dark) +
      rect(306, 316, 188, 80, w.light, 4) +
      rect(306, 406, 188, 80, w.light, 4) +
      rect(380, 352, 40, 8, w.dark, 3) +
      rect(380, 442, 40, 8, w.dark, 3) +
      rect(300, 500, 16, 10, w.dark, 2) +
      rect(484, 500, 16, 10, w.dark, 2),
  },
  bed: {
    name: 'giường',
    draw: (w, v) =>
      rect(130, 200, 40, 300, w.dark, 6) +
      rect(170, 330, 500, 90, w.mid, 8) +
      grain(170, 330, 500, 90, w.dark) +
      rect(175, 300, 490, 40, mattress, 14) +
      rect(190, 280, 110, 40, fabric(v), 16) +
      rect(640, 300, 30, 200, w.dark, 6) +
      rect(170, 420, 24, 80, w.dark, 4),
  },
  bunkBed: {
    name: 'giường tầng',
    draw: (w, v) =>
      rect(180, 80, 30, 430, w.dark, 6) +
      rect(590, 80, 30, 430, w.dark, 6) +
      rect(210, 150, 380, 16, w.mid, 4) +
      rect(214, 210, 372, 32, mattress, 12) +
      rect(226, 190, 90, 26, fabric(v + 1), 12) +
      rect(210, 240, 380, 40, w.mid, 6) +
      grain(210, 240, 380, 40, w.dark) +
      rect(214, 390, 372, 32, mattress, 12) +
      rect(226, 370, 90, 26, fabric(v), 12) +
      rect(210, 420, 380, 40, w.mid, 6) +
      grain(210, 420, 380, 40, w.dark) +
      rect(628, 200, 12, 310, w.mid, 3) +
      rect(684, 200, 12, 310, w.mid, 3) +
      [250, 310, 370, 430, 490].map((y) => rect(628, y, 68, 10, w.dark, 3)).join(''),
  },
} satisfies Record<string, Shape>;
