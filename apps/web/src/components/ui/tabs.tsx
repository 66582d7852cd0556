import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tapTarget } from './tap-target';

// Tabs wrap onto a second row on a narrow screen: a tab scrolled half out of view reads as "R".
const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  ${tapTarget}
  border: none;
  border-bottom: 2px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  /** The shown tab when the caller keeps it (in the URL, say); otherwise the tabs keep their own. */
  activeId?: string;
  onSelect?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel renders. */
export function Tabs({ label, tabs, activeId: shownId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownId, setOwnId] = useState(tabs[0]?.id);
  const activeId = shownId ?? ownId;
  const setActiveId = (id: string | undefined) => {
    setOwnId(id);
    if (id !== undefined) onSelect?.(id);
  };
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === activeId),
  );
  const active = tabs[activeIndex];

  const select = (index: number) => {
    const count = tabs.length;
    const next = (index + count) % count;
    setActiveId(tabs[next]?.id);
    buttonRefs.current[next]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => (
          <StyledTab
            key={tab.id}
            ref={(element) => {
              buttonRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            $active={index === activeIndex}
            onClick={() => setActiveId(tab.id)}
          >
            {tab.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
