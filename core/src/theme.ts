/** One theme for every part of Basalt; the UI layer turns these tokens into its component library's theme. */
export const THEME = {
  primaryColor: '#4351E8',
  accentColor: '#E8436C',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 6,
  fontSize: 14,
} as const;

/** Breakpoints of docs/PRODUCT.md §9, in px. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Toast duration of docs/PRODUCT.md §9, in seconds. */
export const TOAST_SECONDS = 3;

/** The component library's theme (antd `ThemeConfig` shape), as plain data so it is defined once here. */
export const ANTD_THEME = {
  cssVar: { key: 'basalt' },
  token: {
    colorPrimary: THEME.primaryColor,
    // antd draws information (info toasts, result icons) in its own blue otherwise, beside the brand's
    colorInfo: THEME.primaryColor,
    colorLink: THEME.primaryColor,
    fontFamily: THEME.fontFamily,
    borderRadius: THEME.borderRadius,
    fontSize: THEME.fontSize,
  },
};
