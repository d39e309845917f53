import { ellipse, grain, line, path, rect, type Shape, type Tone } from './svgParts';

const porcelain = ['#ece6da', '#a9c4b4'];
const velvet = '#7a1f35';

/** A log seen end-on: bark, face, growth rings and the pith. */
const logEnd = (cx: number, cy: number, w: Tone) =>
  ellipse(cx, cy, 62, 62, w.dark) +
  ellipse(cx, cy, 54, 54, w.light) +
  `<circle cx="${cx}" cy="${cy}" r="38" fill="none" stroke="${w.mid}" stroke-width="3"/>` +
  `<circle cx="${cx}" cy="${cy}" r="20" fill="none" stroke="${w.mid}" stroke-width="3"/>` +
  ellipse(cx, cy, 5, 5, w.dark);

/** Decorations, and wood sold as timber, boards or logs. */
export const decor = {
  vase: {
    name: 'bình',
    draw: (w, v) =>
      `<path d="M360 150 q -70 120 -40 240 q 10 60 80 110 q 70 -50 80 -110 q 30 -120 -40 -240 z" fill="${w.mid}"/>` +
      grain(330, 200, 140, 260, w.dark) +
      line(v % 2 ? 'M334 300 q 66 20 132 0' : 'M330 330 q 70 22 140 0', w.light, 8) +
      rect(370, 130, 60, 30, w.dark, 6),
  },
  tray: {
    name: 'khay trà',
    draw: (w, v) =>
      path('M170 392 L630 392 L690 480 L110 480 Z', w.dark) +
      path('M180 380 L620 380 L676 464 L124 464 Z', w.mid) +
      path('M204 392 L596 392 L642 452 L158 452 Z', w.light) +
      line([1, 2, 3, 4, 5, 6, 7].map((i) => `M${204 + i * 49} 392 L${158 + i * 60.5} 452`).join(' '), w.mid, 4) +
      line('M292 380 q -46 16 -6 56', porcelain[v % 2], 10) +
      ellipse(350, 392, 66, 48, porcelain[v % 2]) +
      path('M406 380 q 40 -8 52 -52 l 12 4 q -8 54 -52 70 z', porcelain[v % 2]) +
      ellipse(350, 346, 30, 10, '#d9cfbe') +
      ellipse(350, 336, 10, 7, '#d9cfbe') +
      rect(478, 400, 40, 34, porcelain[v % 2], 8) +
      rect(540, 410, 40, 34, porcelain[v % 2], 8),
  },
  clock: {
    name: 'đồng hồ',
    draw: (w, v) =>
      `<circle cx="400" cy="300" r="160" fill="${w.mid}"/><circle cx="400" cy="300" r="130" fill="${w.light}"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const [x1, y1] = [400 + 112 * Math.sin(a), 300 - 112 * Math.cos(a)];
        const [x2, y2] = [400 + 124 * Math.sin(a), 300 - 124 * Math.cos(a)];
        return line(`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`, w.dark, i % 3 ? 4 : 8);
      }).join('') +
      line(v % 2 ? 'M400 300 L400 200 M400 300 L470 330' : 'M400 300 L330 250 M400 300 L400 390', w.dark, 10) +
      ellipse(400, 300, 10, 10, w.dark),
  },
  mirror: {
    name: 'gương',
    draw: (w) =>
      line('M470 300 L560 506', w.dark, 14) +
      path('M300 500 L300 150 A100 100 0 0 1 500 150 L500 500 Z', w.mid) +
      path('M322 488 L322 152 A78 78 0 0 1 478 152 L478 488 Z', '#dbe7ec') +
      `<path d="M350 440 L450 200 M380 470 L470 260" stroke="#ffffff" stroke-width="12" opacity="0.6" fill="none"/>` +
      rect(290, 496, 220, 14, w.dark, 4),
  },
  statue: {
    name: 'tượng',
    draw: (w) =>
      rect(220, 450, 360, 60, w.dark, 8) +
      rect(230, 440, 340, 16, w.mid, 4) +
      rect(300, 370, 30, 72, w.dark, 8) +
      rect(350, 380, 30, 62, w.dark, 8) +
      rect(470, 380, 30, 62, w.dark, 8) +
      rect(520, 370, 30, 72, w.dark, 8) +
      line('M566 320 q 24 40 10 92', w.dark, 8) +
      ellipse(420, 340, 150, 70, w.mid) +
      ellipse(330, 300, 62, 40, w.mid) +
      grain(300, 300, 240, 80, w.dark) +
      ellipse(248, 340, 46, 52, w.mid) +
      ellipse(232, 378, 34, 24, w.light) +
      line('M252 296 C 192 282 172 232 212 200 M264 294 C 322 272 332 222 292 196', w.dark, 14) +
      ellipse(236, 330, 6, 6, w.dark),
  },
  box: {
    name: 'hộp',
    draw: (w, v) =>
      path('M280 310 L520 310 L542 168 L258 168 Z', w.mid) +
      path('M294 302 L506 302 L524 182 L276 182 Z', velvet) +
      path('M250 352 L550 352 L522 308 L278 308 Z', w.dark) +
      path('M266 348 L534 348 L512 314 L288 314 Z', velvet) +
      line('M378 348 L372 314 M456 348 L462 314', w.light, 4) +
      `<circle cx="${v % 2 ? 320 : 420}" cy="332" r="12" fill="none" stroke="#d4af37" stroke-width="4"/>` +
      rect(250, 350, 300, 140, w.mid, 6) +
      grain(250, 350, 300, 140, w.dark) +
      rect(350, 400, 100, 30, w.light, 4) +
      rect(262, 490, 24, 16, w.dark, 3) +
      rect(514, 490, 24, 16, w.dark, 3),
  },
  timber: {
    name: 'xẻ',
    draw: (w) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(170 + (i % 2) * 20, 180 + i * 80, 460, 60, i % 2 ? w.mid : w.light, 4) +
            grain(170 + (i % 2) * 20, 180 + i * 80, 460, 60, w.dark),
        )
        .join(''),
  },
  boards: {
    name: 'ván',
    draw: (w) =>
      rect(200, 120, 400, 250, w.light, 4) +
      grain(200, 120, 400, 250, w.mid) +
      [0, 1, 2, 3, 4].map((i) => rect(150, 380 + i * 24, 500, 20, i % 2 ? w.mid : w.light, 3)).join(''),
  },
  logs: {
    name: 'phôi',
    draw: (w) =>
      [
        [214, 446],
        [338, 446],
        [462, 446],
        [586, 446],
        [276, 338],
        [400, 338],
        [524, 338],
        [338, 230],
        [462, 230],
      ]
        .map(([x, y]) => logEnd(x, y, w))
        .join(''),
  },
} satisfies Record<string, Shape>;
