import { useCallback, useEffect, useState } from 'react';

export type ColorMode = 'dark' | 'light';

const STORAGE_KEY = 'botdir.color-mode';
const PREFERS_LIGHT = '(prefers-color-scheme: light)';

/** The visitor's own choice, or null while they have not made one. */
function readStoredMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

const systemMode = (): ColorMode => (window.matchMedia?.(PREFERS_LIGHT).matches ? 'light' : 'dark');

/**
 * The colour mode: the system's preference (followed live) until the visitor picks one with the
 * toggle; that choice is remembered in localStorage and wins from then on.
 */
export function useColorMode(): { mode: ColorMode; toggleMode: () => void } {
  const [chosen, setChosen] = useState<ColorMode | null>(readStoredMode);
  const [system, setSystem] = useState<ColorMode>(systemMode);
  const mode = chosen ?? system;

  useEffect(() => {
    const query = window.matchMedia?.(PREFERS_LIGHT);
    if (!query) return;
    const handleChange = () => setSystem(query.matches ? 'light' : 'dark');
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  const toggleMode = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    setChosen(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this visit only.
    }
  }, [mode]);

  return { mode, toggleMode };
}
