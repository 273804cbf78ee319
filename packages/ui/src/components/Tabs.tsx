import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $selected: boolean }>`
  margin-bottom: -1px;
  padding: 10px 16px;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$selected ? p.theme.color.primary : 'transparent')};
  background: transparent;
  color: ${(p) => (p.$selected ? p.theme.color.primary : p.theme.color.textMuted)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${(p) => (p.$selected ? p.theme.color.primary : p.theme.color.text)};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: -3px;
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: Array<TabItem<K>>;
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The ARIA tabs pattern with automatic activation: Left/Right (wrapping), Home and End move and select;
 * only the selected tab is in the Tab order; the panel is labelled by its tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next]!.key);
  };
  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((t, i) => (
          <Tab
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={t.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === selected ? 0 : -1}
            $selected={t.key === selected}
            onClick={() => onSelect(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
