import { Moon, Sun } from 'lucide-react';
import { Button } from '../ui/button';
import { useColorModeContext } from '../../theme/color-mode-context';

export function ThemeToggle() {
  const { mode, toggleMode } = useColorModeContext();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button variant="ghost" size="sm" aria-label={label} title={label} onClick={toggleMode}>
      {mode === 'dark' ? (
        <Sun size={18} aria-hidden="true" />
      ) : (
        <Moon size={18} aria-hidden="true" />
      )}
    </Button>
  );
}
