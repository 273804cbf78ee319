import {
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useState,
} from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessage, FieldRow, fieldControl, FieldWrapper } from './fieldStyles';
import { CheckIcon, ChevronDownIcon } from './icons';
import { visuallyHidden } from './VisuallyHidden';

const Label = styled(FieldLabel)<{ $hidden: boolean }>`
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

const Input = styled.input<{ $invalid: boolean; $start: boolean; $chevron: boolean }>`
  ${fieldControl}
  padding: 0 ${(p) => (p.$chevron ? '36px' : '12px')} 0 ${(p) => (p.$start ? '42px' : '12px')};
  text-overflow: ellipsis;
`;

const Start = styled.span`
  position: absolute;
  left: 12px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  pointer-events: none;
`;

const Chevron = styled.span<{ $open: boolean }>`
  position: absolute;
  right: 10px;
  top: 50%;
  display: inline-flex;
  color: ${(p) => p.theme.color.textMuted};
  pointer-events: none;
  transform: translateY(-50%) rotate(${(p) => (p.$open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1000;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow:
    0 4px 6px rgba(15, 23, 42, 0.08),
    0 12px 32px rgba(15, 23, 42, 0.16);
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul<{ $maxHeight: number }>`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: ${(p) => p.$maxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
  &:empty {
    display: none;
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 6px 12px;
  cursor: pointer;
  &[data-active='true'] {
    background: ${(p) => p.theme.color.primarySoft};
  }
`;

const OptionContent = styled.span`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: 1;
  min-width: 0;
`;

const Check = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.primary};
`;

const Status = styled.div`
  padding: 10px 12px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface ComboboxOptionState {
  /** The option the keyboard or the pointer is on (Enter picks it). */
  active: boolean;
  /** The option that is the field's current value. */
  selected: boolean;
}

export interface ComboboxProps<T> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'role' | 'type' | 'children'
> {
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The list's own name (e.g. 'Countries'); `${label} options` by default. */
  listLabel?: string;
  error?: string;
  hint?: ReactNode;
  /** The text in the input (controlled). */
  inputValue: string;
  onInputChange(value: string): void;
  /** The choices to show for the current text (the caller filters or fetches them). */
  options: readonly T[];
  getOptionKey(option: T): string;
  /** The content of one option (text, image, avatar...). */
  renderOption(option: T, state: ComboboxOptionState): ReactNode;
  /** An option was picked (Enter, click, or Tab on the highlighted one with `autoHighlight`). */
  onSelect(option: T): void;
  /** Marks the field's current value in the list (a check mark; the list opens on it). */
  isOptionSelected?(option: T): boolean;
  /** Height of the list in pixels before it scrolls. */
  maxHeight?: number;
  /** Shows `loadingText` in the open list (results are on their way). */
  loading?: boolean;
  loadingText?: string;
  /** Shown in the open list when there are no options; without it an empty list stays closed. */
  emptyText?: string;
  /** Inside the input, on the left (e.g. the chosen country's flag). */
  startAdornment?: ReactNode;
  /**
   * Highlights the first option as the user types, so Enter or Tab takes it: for a choice from a
   * list. Leave it off where free text is a valid answer.
   */
  autoHighlight?: boolean;
  /** A click in the input opens the list, and a chevron shows there is one (a select-like field). */
  openOnClick?: boolean;
  /** Called when the list closes (a choice, Escape, leaving the field). */
  onClose?(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with a list of suggestions: the ARIA 1.2 combobox pattern (the input keeps
 * the focus; aria-activedescendant names the highlighted option). ArrowDown/ArrowUp open the list and
 * move through it, Home/End jump to its ends, Enter picks, Escape closes; the pointer works too.
 */
export function Combobox<T>({
  label,
  hideLabel = false,
  listLabel,
  error,
  hint,
  inputValue,
  onInputChange,
  options,
  getOptionKey,
  renderOption,
  onSelect,
  isOptionSelected,
  maxHeight = 300,
  loading = false,
  loadingText = 'Loading...',
  emptyText,
  startAdornment,
  autoHighlight = false,
  openOnClick = false,
  onClose,
  inputRef,
  disabled,
  readOnly,
  autoComplete = 'off',
  onKeyDown,
  onBlur,
  onClick,
  ...rest
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-listbox`;
  const messageId = `${id}-message`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // New options (the text changed, results arrived): start again from the top.
  const signature = options.map(getOptionKey).join('\u0000');
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setActive(autoHighlight && options.length > 0 ? 0 : -1);
  }

  const showStatus = loading || (options.length === 0 && Boolean(emptyText));
  const expanded = open && !disabled && (options.length > 0 || showStatus);
  const current = expanded && active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on `id` only, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, expanded]);

  const selectedIndex = isOptionSelected ? options.findIndex((o) => isOptionSelected(o)) : -1;
  const openList = (from: 'start' | 'end' | 'selected') => {
    if (disabled || readOnly) return;
    setOpen(true);
    const last = options.length - 1;
    setActive(selectedIndex >= 0 ? selectedIndex : from === 'end' ? last : from === 'start' ? 0 : -1);
  };
  const close = () => {
    if (!open) return;
    setOpen(false);
    onClose?.();
  };
  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    onClose?.();
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || disabled || readOnly) return;
    const count = options.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!expanded) openList('start');
        else if (count > 0) setActive(current < 0 || current >= count - 1 ? 0 : current + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!expanded) openList('end');
        else if (count > 0) setActive(current <= 0 ? count - 1 : current - 1);
        break;
      case 'Home':
      case 'End':
        if (expanded && count > 0) {
          e.preventDefault();
          setActive(e.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        if (current >= 0) {
          e.preventDefault();
          choose(options[current]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          // Closes the list only, not a dialog around the field.
          e.preventDefault();
          e.stopPropagation();
        }
        close();
        break;
      case 'Tab':
        if (autoHighlight && current >= 0) choose(options[current]!);
        break;
    }
  };
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    close();
    onBlur?.(e);
  };
  const handleClick = (e: MouseEvent<HTMLInputElement>) => {
    onClick?.(e);
    if (!openOnClick || e.defaultPrevented) return;
    if (expanded) close();
    else openList('selected');
  };

  return (
    <FieldWrapper>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      <FieldRow>
        {startAdornment ? <Start>{startAdornment}</Start> : null}
        <Input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          value={inputValue}
          $invalid={Boolean(error)}
          $start={Boolean(startAdornment)}
          $chevron={openOnClick}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          onClick={handleClick}
          {...rest}
        />
        {openOnClick ? (
          <Chevron $open={expanded}>
            <ChevronDownIcon size={18} />
          </Chevron>
        ) : null}
        {/* mousedown would take the focus from the input and close the list before a click lands. */}
        <Popup hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
          {/* Focusable (not tabbable) so the scrolling list is reachable; the input keeps the focus. */}
          <List
            role="listbox"
            id={listId}
            aria-label={listLabel ?? `${label} options`}
            tabIndex={-1}
            $maxHeight={maxHeight}
          >
            {expanded
              ? options.map((option, index) => {
                  const selected = index === selectedIndex;
                  return (
                    <Option
                      key={getOptionKey(option)}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === current}
                      data-active={index === current}
                      onMouseMove={() => index !== current && setActive(index)}
                      onClick={() => choose(option)}
                    >
                      <OptionContent>
                        {renderOption(option, { active: index === current, selected })}
                      </OptionContent>
                      {selected ? (
                        <Check>
                          <CheckIcon size={16} />
                        </Check>
                      ) : null}
                    </Option>
                  );
                })
              : null}
          </List>
          {expanded && showStatus ? <Status role="status">{loading ? loadingText : emptyText}</Status> : null}
        </Popup>
      </FieldRow>
      {error ? (
        <FieldMessage id={messageId} role="alert">
          {error}
        </FieldMessage>
      ) : (
        hint
      )}
    </FieldWrapper>
  );
}
