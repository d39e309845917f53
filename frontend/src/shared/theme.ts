/**
 * antd's muted greys (45% and 25% black) and its red read below 4.5:1 on white and on the shop's
 * cream: these are the nearest shades that pass (WCAG AA, checked by e2e/accessibility.e2e.ts).
 * The tags' text colours are in index.css.
 */
const accessibleColours = {
  colorTextDescription: '#6b6158',
  colorTextTertiary: '#6b6158',
  colorTextPlaceholder: '#707070',
  colorError: '#cf1322',
};

/** The shop's antd theme (AntdScope gives it to every part drawn with antd). */
export const theme = {
  token: {
    colorPrimary: '#8b5a2b',
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    ...accessibleColours,
  },
  // The back office's chosen menu entry: the shop's brown on its tint reads 3.5:1, a darker one 6:1.
  components: { Menu: { itemSelectedColor: '#5c3a1e' } },
};
