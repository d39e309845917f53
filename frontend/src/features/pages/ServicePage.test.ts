import { siteServices } from '@tavico/contracts/siteServices';
import en from '../../locales/company/en.json';
import vi from '../../locales/company/vi.json';

describe("the service pages' words (issue 27)", () => {
  it('are in Vietnamese the contracts’ own (the server’s page titles and the chat assistant say them too)', () => {
    const said = Object.fromEntries(
      Object.entries(siteServices).map(([slug, s]) => [
        slug,
        {
          title: s.title,
          intro: s.intro,
          ...(s.highlight ? { highlight: s.highlight } : {}),
          cards: Object.fromEntries(s.cards.map(({ title, text }, i) => [String(i + 1), { title, text }])),
        },
      ]),
    );
    expect(vi.company.services).toEqual(said);
  });

  it('have in English every service, with as many cards and a highlight where Vietnamese has one', () => {
    const shape = (words: typeof vi.company.services) =>
      Object.fromEntries(
        Object.entries(words).map(([slug, s]) => [slug, { cards: Object.keys(s.cards), highlight: 'highlight' in s }]),
      );
    expect(shape(en.company.services)).toEqual(shape(vi.company.services));
  });
});
