import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi, setupUser } from '../test-utils';
import { Combobox, type ComboboxProps } from './Combobox';

interface Fruit {
  id: string;
  name: string;
}
const FRUITS: Fruit[] = [
  { id: 'apple', name: 'Apple' },
  { id: 'apricot', name: 'Apricot' },
  { id: 'banana', name: 'Banana' },
  { id: 'cherry', name: 'Cherry' },
];

/** A fruit picker: typing filters, picking fills the input (like a caller of the component). */
function FruitPicker({
  onPick = () => {},
  initial = '',
  ...props
}: Partial<ComboboxProps<Fruit>> & { onPick?: (f: Fruit) => void; initial?: string }) {
  const [text, setText] = useState(initial);
  const [picked, setPicked] = useState<Fruit | null>(FRUITS.find((f) => f.name === initial) ?? null);
  const options = FRUITS.filter((f) => f.name.toLowerCase().includes(text.toLowerCase()));
  return (
    <>
      <Combobox<Fruit>
        label="Fruit"
        inputValue={text}
        onInputChange={setText}
        options={options}
        getOptionKey={(f) => f.id}
        renderOption={(f, { active }) => (
          <span data-testid={`fruit-${f.id}`}>
            {f.name}
            {active ? ' (active)' : ''}
          </span>
        )}
        onSelect={(f) => {
          setText(f.name);
          setPicked(f);
          onPick(f);
        }}
        isOptionSelected={(f) => f.id === picked?.id}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Fruit' }) as HTMLInputElement;
const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('is a labelled combobox that controls a listbox, collapsed at first', () => {
    renderUi(<FruitPicker />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-label')).toBe('Fruit options');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens as the user types and shows the matching options with their own content', async () => {
    const user = setupUser();
    renderUi(<FruitPicker />);
    await user.type(input(), 'ap');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Apple', 'Apricot']);
    expect(screen.getByTestId('fruit-apple')).toBeTruthy();
    // Free text: nothing is highlighted until the user moves.
    expect(activeOption()).toBeNull();
  });

  it('moves with ArrowDown/ArrowUp (wrapping), Home and End, and picks with Enter', async () => {
    const user = setupUser();
    const onPick = jest.fn();
    renderUi(<FruitPicker onPick={onPick} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Apple (active)');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('role')).toBe('option');
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Banana (active)');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Cherry (active)');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Apple (active)');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Cherry (active)');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(FRUITS[1]);
    expect(input().value).toBe('Apricot');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('opens on ArrowUp at the last option', async () => {
    const user = setupUser();
    renderUi(<FruitPicker />);
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Cherry (active)');
  });

  it('closes on Escape without picking, and Enter then does not pick', async () => {
    const user = setupUser();
    const onPick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <FruitPicker onPick={onPick} />
      </form>,
    );
    await user.type(input(), 'b');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Banana (active)');
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('b');
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    // With the list closed, Enter is the form's again.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('picks with the mouse and keeps the focus in the input', async () => {
    const user = setupUser();
    const onPick = jest.fn();
    renderUi(<FruitPicker onPick={onPick} />);
    await user.type(input(), 'an');
    await user.hover(screen.getByTestId('fruit-banana'));
    expect(activeOption()).toBe('Banana (active)');
    await user.click(screen.getByTestId('fruit-banana'));
    expect(onPick).toHaveBeenCalledWith(FRUITS[2]);
    expect(input().value).toBe('Banana');
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the focus leaves', async () => {
    const user = setupUser();
    const onClose = jest.fn();
    renderUi(<FruitPicker onClose={onClose} />);
    await user.type(input(), 'a');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with autoHighlight, highlights the first match as the user types and Tab takes it', async () => {
    const user = setupUser();
    const onPick = jest.fn();
    renderUi(<FruitPicker onPick={onPick} autoHighlight />);
    await user.type(input(), 'ch');
    expect(activeOption()).toBe('Cherry (active)');
    await user.tab();
    expect(onPick).toHaveBeenCalledWith(FRUITS[3]);
    expect(input().value).toBe('Cherry');
  });

  it('with openOnClick, a click opens the list on the current value, marked as chosen', async () => {
    const user = setupUser();
    renderUi(<FruitPicker initial="Banana" openOnClick />);
    // The caller decides what to list: here, everything matching the text.
    await user.clear(input());
    await user.keyboard('{Escape}');
    await user.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toContain('Banana');
    expect(screen.getByRole('option', { name: /Banana/ }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('option', { name: /Apple/ }).querySelector('svg')).toBeNull();
    await user.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the loading text, and the empty text when nothing matches', async () => {
    const user = setupUser();
    const { rerender } = renderUi(
      <FruitPicker emptyText="No fruit found" loading loadingText="Searching..." />,
    );
    await user.type(input(), 'zz');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    rerender(<FruitPicker emptyText="No fruit found" />);
    await user.type(input(), 'z');
    expect(screen.getByRole('status').textContent).toBe('No fruit found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('stays closed when nothing matches and there is no empty text', async () => {
    const user = setupUser();
    renderUi(<FruitPicker />);
    await user.type(input(), 'zz');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces its error and limits the list height', async () => {
    const user = setupUser();
    renderUi(<FruitPicker error="Pick a fruit" maxHeight={120} />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick a fruit',
    );
    await user.type(input(), 'a');
    expect(getComputedStyle(listbox()).maxHeight).toBe('120px');
    expect(getComputedStyle(listbox()).overflowY).toBe('auto');
  });

  it('defaults to a 300 px list', async () => {
    const user = setupUser();
    renderUi(<FruitPicker />);
    await user.type(input(), 'a');
    expect(getComputedStyle(listbox()).maxHeight).toBe('300px');
  });

  it('keeps the highlighted option in view', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      const user = setupUser();
      renderUi(<FruitPicker />);
      await user.click(input());
      await user.keyboard('{ArrowDown}{End}');
      expect(scrolled.at(-1)).toBe('Cherry (active)');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
