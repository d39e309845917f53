import { books, ellipse, fabric, grain, line, path, rect, type Shape, type Tone } from './svgParts';

/** A table with a drawer under its top, and a book on it. */
const desk = (w: Tone, v: number) =>
  rect(170, 250, 460, 36, w.mid) +
  grain(170, 250, 460, 36, w.dark) +
  rect(200, 286, 28, 220, w.dark, 4) +
  rect(572, 286, 28, 220, w.dark, 4) +
  rect(420, 286, 152, 90, w.light, 4) +
  rect(484, 326, 28, 8, w.dark, 3) +
  (v % 2 ? rect(220, 218, 90, 32, books[v % 6], 3) : rect(230, 226, 120, 24, books[(v + 2) % 6], 3));

/** Tables, chairs and sofas. */
export const tablesAndSeats = {
  table: {
    name: 'bàn',
    draw: (w, v) =>
      rect(170, 250, 460, 36, w.mid) +
      grain(170, 250, 460, 36, w.dark) +
      rect(200, 286, 28, 220, w.dark, 4) +
      rect(572, 286, 28, 220, w.dark, 4) +
      (v % 2 ? rect(228, 420, 344, 14, w.mid, 3) : ''),
  },
  roundTable: {
    name: 'bàn tròn',
    draw: (w) =>
      ellipse(400, 252, 250, 40, w.dark) +
      ellipse(400, 244, 250, 40, w.mid) +
      grain(200, 224, 400, 40, w.dark) +
      rect(382, 280, 36, 210, w.dark, 8) +
      ellipse(400, 498, 120, 14, w.dark),
  },
  coffeeTable: {
    name: 'bàn trà',
    draw: (w, v) =>
      line('M190 378 L172 506 M230 378 L248 506 M570 378 L552 506 M610 378 L628 506', '#3b3b3b', 10) +
      rect(140, 350, 520, 30, w.mid, 8) +
      grain(140, 350, 520, 30, w.dark) +
      rect(300, 316, 34, 34, '#c9b79c', 8) +
      rect(420, 332, 120, 18, v % 2 ? '#7d8f6a' : '#41607a', 3),
  },
  desk: { name: 'bàn làm việc', draw: desk },
  studyDesk: { name: 'bàn học', draw: desk },
  chair: {
    name: 'ghế',
    draw: (w, v) =>
      rect(300, 130, 200, 170, w.mid, 14) +
      grain(300, 130, 200, 170, w.dark) +
      rect(285, 300, 230, 40, v % 2 ? fabric(v) : w.light, 10) +
      rect(300, 340, 24, 170, w.dark, 4) +
      rect(476, 340, 24, 170, w.dark, 4),
  },
  stool: {
    name: 'ghế đẩu',
    draw: (w) =>
      path('M384 268 L380 500 L398 500 L404 268 Z', w.mid) +
      path('M320 262 L298 508 L322 508 L342 262 Z', w.dark) +
      path('M458 262 L478 508 L502 508 L480 262 Z', w.dark) +
      rect(318, 400, 164, 10, w.mid, 3) +
      ellipse(400, 262, 120, 22, w.dark) +
      ellipse(400, 254, 120, 22, w.mid),
  },
  bench: {
    name: 'ghế băng',
    draw: (w) =>
      rect(160, 200, 22, 150, w.dark, 4) +
      rect(618, 200, 22, 150, w.dark, 4) +
      rect(140, 204, 520, 26, w.mid, 6) +
      rect(140, 248, 520, 26, w.mid, 6) +
      rect(120, 320, 560, 36, w.mid, 8) +
      grain(120, 320, 560, 36, w.dark) +
      rect(150, 356, 26, 154, w.dark, 4) +
      rect(624, 356, 26, 154, w.dark, 4),
  },
  sofa: {
    name: 'sofa',
    draw: (w, v) =>
      rect(170, 210, 460, 150, fabric(v), 30) +
      rect(150, 280, 70, 150, fabric(v), 24) +
      rect(580, 280, 70, 150, fabric(v), 24) +
      rect(210, 330, 380, 70, fabric(v), 16) +
      rect(160, 420, 480, 30, w.mid, 8) +
      rect(180, 450, 20, 60, w.dark, 4) +
      rect(600, 450, 20, 60, w.dark, 4),
  },
  armchairSofa: {
    name: 'sofa đơn',
    draw: (w, v) =>
      rect(270, 210, 260, 150, fabric(v), 30) +
      rect(250, 280, 70, 150, fabric(v), 24) +
      rect(480, 280, 70, 150, fabric(v), 24) +
      rect(310, 330, 180, 70, fabric(v), 16) +
      rect(260, 420, 280, 30, w.mid, 8) +
      rect(280, 450, 20, 60, w.dark, 4) +
      rect(500, 450, 20, 60, w.dark, 4),
  },
} satisfies Record<string, Shape>;
