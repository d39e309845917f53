import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { theme } from './theme';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Told when the person changes their system's motion setting. */
function followMotionSetting(changed: () => void) {
  const query = window.matchMedia?.(reducedMotion);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}
const asksLessMotion = () => window.matchMedia?.(reducedMotion).matches ?? false;
// The server draws no antd part; were it to, it would draw it moving.
const serverAsksLessMotion = () => false;

/** Whether the person asked their system for less motion; followed as they change it. */
const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(followMotionSetting, asksLessMotion, serverAsksLessMotion);

/**
 * antd's theme (the shop's colours) and its own words (pickers, pagers, empty states) in the
 * language shown, around the parts of the app drawn with antd: the back office, a shopper's forms,
 * drawers and dialogs. The storefront's first screens use none (issue 29), so antd's style engine
 * and theme load with the first part that needs them (`lazyInAntd`), not with every page. Someone
 * who asked for less motion gets antd's drawers, dialogs and menus without their slides and fades.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const still = usePrefersReducedMotion();
  const themed = useMemo(() => (still ? { ...theme, token: { ...theme.token, motion: false } } : theme), [still]);
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : viVN} theme={themed}>
      {children}
    </ConfigProvider>
  );
}
