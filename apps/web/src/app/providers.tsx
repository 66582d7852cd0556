import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { Toaster } from 'react-hot-toast';
import { darkTheme, lightTheme } from '../theme/theme';
import { GlobalStyle } from '../theme/global-style';
import { useColorMode } from '../theme/use-color-mode';
import { ColorModeContext } from '../theme/color-mode-context';
import { swrConfig } from '../lib/swr-config';
import { NotificationArea } from '../components/ui/notification-area';

export function AppProviders({ children }: { children: ReactNode }) {
  const { mode, toggleMode } = useColorMode();
  const theme = mode === 'light' ? lightTheme : darkTheme;
  const colorMode = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ColorModeContext.Provider value={colorMode}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
        <NotificationArea>
          <Toaster
            position="bottom-right"
            toastOptions={{
              duration: 5000,
              style: { maxWidth: 420, padding: 0, background: 'none', boxShadow: 'none' },
            }}
          />
        </NotificationArea>
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
