import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { recognisePage } from '../../../../contracts/common/page-urls';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { SearchIcon } from '../../ui/icons/icons';
import styles from './search-box.module.css';
import { moveActive, type SuggestionOption, searchHref, suggestionGroups } from './suggestion-options';
import { SUGGEST_MIN_CHARS, useAutoSuggestions } from './use-auto-suggestions';

// The suggestions' listbox loads when the shopper first focuses the search (every page carries the header).
const SuggestionList = lazy(() => import('./suggestion-list').then((m) => ({ default: m.SuggestionList })));

/**
 * The header's search: a combobox with a listbox of suggestions (WAI-ARIA combobox pattern). Focus stays
 * in the input; aria-activedescendant points at the option ArrowUp/ArrowDown made active. Enter opens the
 * active suggestion or searches for the text, Escape closes the list (a second Escape clears the text).
 */
export function SearchBox() {
  const intl = useIntl();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => queryOnSearchPage(location.pathname, location.search));
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAutoSuggestions(text);
  const groups = suggestionGroups(suggestions.data, site.locale);
  const options = groups.flatMap((g) => g.options);
  const expanded = open && text.trim().length >= SUGGEST_MIN_CHARS && options.length > 0;
  const optionId = (index: number) => `${ids}-option-${index}`;

  // New suggestions: nothing is active until the shopper moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes
  useEffect(() => setActive(-1), [suggestions.data]);

  // Arriving on a page (a suggestion followed, back or forward) closes the list; the search page shows its query.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
    setText(queryOnSearchPage(location.pathname, location.search));
  }, [location.pathname, location.search]);

  const go = (option: SuggestionOption) => {
    setOpen(false);
    navigate(option.href);
  };

  const submit = () => {
    const q = text.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    navigate(searchHref(site.locale, q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          if (options.length) setActive(delta === 1 ? 0 : options.length - 1);
          return;
        }
        setActive(moveActive(active, delta, options.length));
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          go(option);
        }
        return; // otherwise the form submits the text
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  return (
    <search className={styles.search}>
      <form
        className={styles.form}
        action={`/${site.locale}/search`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-input`} className="visually-hidden">
          {intl.formatMessage({ id: 'search.box.label' })}
        </label>
        <input
          ref={inputRef}
          id={`${ids}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setUsed(true);
          }}
          onFocus={() => {
            setOpen(true);
            setUsed(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={intl.formatMessage({ id: 'search.box.submit' })}
        >
          <SearchIcon />
        </button>
        {used ? (
          <Suspense fallback={<EmptyListbox id={listboxId} />}>
            <SuggestionList
              id={listboxId}
              groups={groups}
              expanded={expanded}
              active={active}
              optionId={optionId}
              onActivate={setActive}
              onChoose={go}
            />
          </Suspense>
        ) : (
          <EmptyListbox id={listboxId} />
        )}
        <p className="visually-hidden" aria-live="polite">
          {expanded ? intl.formatMessage({ id: 'search.box.available' }, { count: options.length }) : ''}
        </p>
      </form>
    </search>
  );
}

/** The combobox's listbox before its suggestions' code is in: the element aria-controls names, closed. */
function EmptyListbox({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'search.suggest.label' })}
      className={styles.popup}
      hidden
    />
  );
}

function queryOnSearchPage(pathname: string, search: string): string {
  return recognisePage(pathname).type === 'search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}
