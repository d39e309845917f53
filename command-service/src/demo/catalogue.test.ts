import { demoProducts } from './catalogue';
import { productDrawing, shapes } from './drawings';

const titleOf = (svg: string) => /^<svg [^>]*><title>([^<]*)<\/title>/.exec(svg)?.[1];

/** The kind a title names: the name found first in it, the longest there ('bàn trà' over 'bàn'). */
function kindNamed(title: string): string | undefined {
  const found = Object.entries(shapes)
    .map(([shape, { name }]) => ({ shape, name, at: title.toLowerCase().indexOf(name) }))
    .filter((n) => n.at >= 0);
  found.sort((a, b) => a.at - b.at || b.name.length - a.name.length);
  return found[0]?.shape;
}

describe('the demo catalogue', () => {
  it('draws every product as the kind of thing its title names, in its main picture and its gallery alike', () => {
    const misdrawn = demoProducts.filter((p) => kindNamed(p.title) !== p.shape).map((p) => [p.title, p.shape]);
    expect(misdrawn).toEqual([]);
    for (const [index, p] of demoProducts.entries()) {
      const main = productDrawing(p.shape, p.wood, index);
      const second = productDrawing(p.shape, p.wood, index + 1);
      expect([p.title, titleOf(second)]).toEqual([p.title, titleOf(main)]);
      // Another picture, not the same one twice.
      expect(second).not.toBe(main);
    }
  });

  it('gives the tea tray pictures of a tea tray, not of a clock', () => {
    const tray = demoProducts.find((p) => p.title === 'Khay trà gỗ hương')!;
    expect(tray.shape).toBe('tray');
    expect(titleOf(productDrawing(tray.shape, tray.wood, 1))).toBe('khay trà');
  });
});
