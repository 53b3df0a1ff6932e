import { useReducedMotion } from '@mall/client/lib/use-reduced-motion';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

/** The font the desktop front ends' texts use, Chinese faces included (antd's default lacks them on Linux). */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Micro Hei", sans-serif';

/**
 * The mall's blue for buttons and links alike (antd's link blue is 4.1:1 on white), and secondary
 * texts (breadcrumbs, description labels) dark enough to read: antd's 45% black is 4.0:1, under the
 * 4.5:1 that small text needs; 60% is 5.7:1.
 */
const THEME = {
  colorPrimary: '#1557c9',
  colorLink: '#1557c9',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  fontFamily: FONT_FAMILY,
};

/**
 * antd's own texts (pagination, pickers, empty states) and dates follow the interface language, and
 * its dialogs, drawers and pop-ups open without their zoom and slide when the reader's system asks
 * for less motion.
 */
function ComponentLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => ({ token: { ...THEME, motion: !reducedMotion } }), [reducedMotion]);
  const chinese = current.language === 'zh-Hans';
  // dayjs starts in English: its code and its Chinese load once a Chinese reader needs them.
  const dayjsLoaded = useRef(false);
  useEffect(() => {
    document.documentElement.lang = current.language;
    if (!chinese && !dayjsLoaded.current) return;
    dayjsLoaded.current = true;
    void import('./dayjs-locale').then(({ setDayjsLocale }) => setDayjsLocale(chinese));
  }, [chinese, current.language]);
  return (
    <ConfigProvider
      locale={chinese ? zhCN : enUS}
      theme={theme}
      // Buttons read as written: antd would space out two-character Chinese labels ("保 存").
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * Queries, texts, antd in the reader's language: the desktop front ends' providers without antd's
 * App, for a front end that provides the App only around the pages that use its hooks.
 */
export function DeskBaseProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ComponentLocale>{children}</ComponentLocale>
    </QueryClientProvider>
  );
}
