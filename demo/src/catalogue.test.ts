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

/** The woods the catalogue's words name, the longer first ('sồi trắng' before 'sồi'). */
const woods = [
  'sồi trắng',
  'sồi',
  'óc chó',
  'thông',
  'tràm',
  'tần bì',
  'xoan đào',
  'cao su',
  'lim',
  'hương',
  'gụ',
  'mít',
  'dầu',
];
/** What follows 'gỗ' without naming a wood: 'gỗ tiện' (turned wood), 'tượng gỗ con trâu'. */
const notWoods = ['tiện', 'con'];

/** The words after each 'gỗ' in a text ('gỗ cao su 4 món' gives 'cao su 4 món'). */
const afterGo = (text: string) =>
  text
    .toLowerCase()
    .split(/(?<![\p{L}])gỗ /u)
    .slice(1);
const startsWithWord = (text: string, word: string) => new RegExp(`^${word}(?![\\p{L}])`, 'u').test(text);

/** The wood a text names first ('gỗ X'), if any. */
const woodNamed = (text: string): string | undefined =>
  afterGo(text)
    .map((rest) => woods.find((w) => startsWithWord(rest, w)))
    .find(Boolean);

describe('the demo catalogue', () => {
  it("gives every product the material its title names ('gỗ X' is Gỗ X), else the one its description names", () => {
    const wrong = demoProducts
      .map((p) => ({ title: p.title, named: woodNamed(p.title) ?? woodNamed(p.description), material: p.material }))
      .filter((p) => p.named !== undefined && p.material !== `Gỗ ${p.named}`);
    expect(wrong).toEqual([]);
    const material = (title: string) => demoProducts.find((p) => p.title === title)?.material;
    expect(material('Ghế đẩu gỗ cao su')).toBe('Gỗ cao su');
    expect(material('Tủ rượu gỗ gụ')).toBe('Gỗ gụ');
    expect(material('Tượng gỗ con trâu')).toBe('Gỗ mít'); // its description: 'tượng trâu gỗ mít'
  });

  it('knows every wood a title names, so none is passed over', () => {
    const unknown = demoProducts.flatMap((p) =>
      afterGo(p.title)
        .filter((rest) => ![...woods, ...notWoods].some((w) => startsWithWord(rest, w)))
        .map((rest) => [p.title, rest]),
    );
    expect(unknown).toEqual([]);
  });

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
