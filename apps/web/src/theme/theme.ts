/** The one set of design tokens. Components take colours, spacing and radii only from here. */
export const darkTheme = {
  mode: 'dark' as 'dark' | 'light',
  colors: {
    background: '#1e1f22',
    surface: '#2b2d31',
    surfaceRaised: '#313338',
    surfaceHover: '#3a3c42',
    border: '#3f4147',
    text: '#f2f3f5',
    textMuted: '#b5bac1',
    textFaint: '#80848e',
    primary: '#5865f2',
    primaryHover: '#4752c4',
    onPrimary: '#ffffff',
    success: '#23a55a',
    danger: '#f23f43',
    warning: '#f0b232',
    featured: '#f0b232',
    hot: '#f23f43',
    online: '#23a55a',
    offline: '#80848e',
    focus: '#00a8fc',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '30px', hero: '44px' },
  fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
  shadows: { card: '0 1px 3px rgba(0,0,0,0.4)', raised: '0 8px 24px rgba(0,0,0,0.5)' },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', navHeight: '64px' },
  fonts: {
    body: "'gg sans', 'Noto Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    mono: "'JetBrains Mono', Consolas, monospace",
  },
};

export type Theme = typeof darkTheme;

export const lightTheme: Theme = {
  ...darkTheme,
  mode: 'light',
  colors: {
    ...darkTheme.colors,
    background: '#f2f3f5',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#ebedef',
    border: '#d7d9dc',
    text: '#060607',
    textMuted: '#4e5058',
    textFaint: '#6d6f78',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
};
