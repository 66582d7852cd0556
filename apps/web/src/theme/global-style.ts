import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  /* Whatever is scrolled or focused into view stops below the sticky navbar, never under it. */
  * { scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg}); }

  html { color-scheme: ${({ theme }) => theme.mode}; }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* A 32-letter name or an unbroken description wraps instead of widening a phone's page. */
    overflow-wrap: anywhere;
  }

  a { color: inherit; }

  img { max-width: 100%; }

  h1, h2, h3, h4, p { margin: 0; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
