import { type KeyboardEvent, useRef } from 'react';
import styled from 'styled-components';
import { tabLabel } from '../format';

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  margin-bottom: 16px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  button {
    flex: none;
    padding: 10px 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${(p) => p.theme.color.primary};
    border-bottom-color: ${(p) => p.theme.color.primary};
  }
  button:hover {
    color: ${(p) => p.theme.color.text};
  }
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: -3px;
  }
`;

export const tabId = (platform: string) => `platform-tab-${platform}`;
export const PANEL_ID = 'platform-panel';

/** 'All platforms', then one tab per platform of the campaign (arrow keys, Home and End move between them). */
export function PlatformTabs({
  platforms,
  current,
  onSelect,
}: {
  platforms: string[];
  current: string;
  onSelect(platform: string): void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const i = platforms.indexOf(current);
    const to =
      e.key === 'ArrowRight'
        ? (i + 1) % platforms.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + platforms.length) % platforms.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? platforms.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = platforms[to]!;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label="Platforms" onKeyDown={onKeyDown}>
      {platforms.map((p) => (
        <button
          key={p}
          ref={(el) => {
            refs.current[p] = el;
          }}
          type="button"
          role="tab"
          id={tabId(p)}
          aria-selected={p === current}
          aria-controls={PANEL_ID}
          tabIndex={p === current ? 0 : -1}
          onClick={() => onSelect(p)}
        >
          {tabLabel(p)}
        </button>
      ))}
    </List>
  );
}
