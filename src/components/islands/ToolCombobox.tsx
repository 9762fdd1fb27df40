import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { filterSuggestions } from '../../lib/calculator.ts';

interface Props {
  /** The field's name in the surrounding form (the calculator's carry-over to /contact). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** null while they are still on their way (tool-suggestions.ts). */
  suggestions: string[] | null;
  label: string;
  onAnnounce: (message: string) => void;
}

// ARIA 1.2 combobox with a listbox popup: opens on focus, typing and the
// chevron; arrows move, Enter picks, Escape closes, a click outside closes.
export function ToolCombobox({ name, value, onChange, suggestions, label, onAnnounce }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { visible, moreCount } = filterSuggestions(value, suggestions ?? []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open && suggestions)
      onAnnounce(`${visible.length + moreCount} suggestion${visible.length + moreCount === 1 ? '' : 's'} available.`);
    // Announce when the list opens or its size changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, visible.length, moreCount, suggestions === null]);

  // Focused before hydration (the visitor is already typing): open the list
  // as focusing it afterwards would have. The typed text is the value the
  // parent adopted from the DOM.
  useEffect(() => {
    if (document.activeElement === input.current) setOpen(true);
  }, []);

  const show = () => {
    setOpen(true);
    setActive(-1);
  };
  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) return show();
      setActive((i) => Math.min(visible.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && visible[active]) {
      e.preventDefault();
      pick(visible[active]);
    } else if (e.key === 'Enter') {
      // Inside the calculator's form Enter would send the figures to /contact: only its button does.
      e.preventDefault();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    // Positioned by its row (calculator.css), which the chevron and the list are placed in.
    <div ref={wrapper}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name={name}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={value}
        placeholder="Tool name"
        maxLength={100}
        onFocus={show}
        onChange={(e) => {
          onChange(e.target.value);
          // A typed exact name ('Xero') is an answer, not a question: the list closes (issue 26).
          const typed = e.target.value.trim().toLowerCase();
          setOpen(!suggestions?.some((s) => s.toLowerCase() === typed));
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="calc-field"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={open ? 'Hide suggestions' : 'Show suggestions'}
        aria-controls={listId}
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : (show(), input.current?.focus()))}
        // Sized to the input (not the wrapper): on a phone the open list sits in the wrapper below it.
        // The chevron turns while the list is open (aria-expanded, calculator.css).
        className="calc-chevron"
      >
        <ChevronDown aria-hidden="true" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!open}
        // ≤ 480 px the amount sits right below the name: the list takes its own space and pushes it down, never covering it.
        className="calc-list"
      >
        {/* Options exist only while the list is open: closed, the server HTML carries none (issue 26: bytes). */}
        {open && (
          <>
            {visible.map((name, i) => (
              // Keys stay on the input (aria-activedescendant); the click is for pointers.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={name}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => pick(name)}
              >
                {name}
              </li>
            ))}
            {visible.length === 0 && (
              <li role="presentation">{suggestions ? 'No matching tools: keep typing your own.' : 'Loading suggestions…'}</li>
            )}
            {moreCount > 0 && (
              <li role="presentation" className="calc-more">
                +{moreCount} more tools...
              </li>
            )}
          </>
        )}
      </ul>
    </div>
  );
}
