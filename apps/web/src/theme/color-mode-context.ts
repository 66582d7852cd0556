import { createContext, useContext } from 'react';
import type { ColorMode } from './use-color-mode';

export interface ColorModeContextValue {
  mode: ColorMode;
  toggleMode: () => void;
}

export const ColorModeContext = createContext<ColorModeContextValue>({
  mode: 'dark',
  toggleMode: () => undefined,
});

export function useColorModeContext(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
