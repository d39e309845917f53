import { lazy, type ComponentType } from 'react';

/**
 * A component loaded when it is first drawn, inside antd's theme and words (`AntdScope`), which
 * load with it: a part drawn with antd (a drawer, a dialog, a form) brings antd's style engine to
 * the page only when it shows.
 */
export function lazyInAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('./AntdScope')]).then(([Component, { AntdScope }]) => ({
      default: (props: P) => (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      ),
    })),
  );
}
