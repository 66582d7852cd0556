import toast from 'react-hot-toast';
import styled from 'styled-components';
import { CheckCircle2, XCircle, X } from 'lucide-react';

type Tone = 'success' | 'error';

const StyledToast = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: min(420px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.surfaceRaised)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const StyledDismiss = styled.button`
  display: inline-flex;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover {
    opacity: 1;
  }
`;

/** Every notification shares one id, so a new one replaces the old: one toast at a time. */
const TOAST_ID = 'notification';

const StyledAction = styled.button`
  align-self: center;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

interface ToastAction {
  label: string;
  onClick: () => void;
  /** How long the toast (and so the action) stays, in milliseconds. */
  duration: number;
}

function show(tone: Tone, title: string, description?: string | null, action?: ToastAction) {
  const Icon = tone === 'error' ? XCircle : CheckCircle2;
  toast.custom(
    (t) => (
      <StyledToast $tone={tone} role={tone === 'error' ? 'alert' : 'status'} aria-live="polite">
        <Icon size={20} aria-hidden="true" />
        <StyledBody>
          <StyledTitle>{title}</StyledTitle>
          {description && <StyledDescription>{description}</StyledDescription>}
        </StyledBody>
        {action && (
          <StyledAction
            type="button"
            onClick={() => {
              toast.dismiss(t.id);
              action.onClick();
            }}
          >
            {action.label}
          </StyledAction>
        )}
        <StyledDismiss
          type="button"
          aria-label="Dismiss notification"
          onClick={() => toast.dismiss(t.id)}
        >
          <X size={16} aria-hidden="true" />
        </StyledDismiss>
      </StyledToast>
    ),
    { id: TOAST_ID, duration: action?.duration ?? 5000 },
  );
}

export const notify = {
  success: (title: string, description?: string | null) => show('success', title, description),
  error: (title: string, description?: string | null) => show('error', title, description),
  /** A success toast with one action button (Undo) that stays for `action.duration`. */
  withAction: (title: string, description: string, action: ToastAction) =>
    show('success', title, description, action),
};
