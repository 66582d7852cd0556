import { useCallback, useEffect, useState } from 'react';

export type ColorMode = 'dark' | 'light';

const STORAGE_KEY = 'botdir.color-mode';

function readStoredMode(): ColorMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The colour mode, remembered in localStorage (dark unless the visitor chose light). */
export function useColorMode(): { mode: ColorMode; toggleMode: () => void } {
  const [mode, setMode] = useState<ColorMode>(readStoredMode);

  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this visit only.
    }
  }, [mode]);

  const toggleMode = useCallback(() => setMode((m) => (m === 'dark' ? 'light' : 'dark')), []);
  return { mode, toggleMode };
}
