import { useDebounced } from '@mall/client/lib/use-debounced';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useKeywordMatch } from '@mall/client/search/get-keyword-match';
import { useSearchHistory } from '@mall/client/search/use-search-history';
import { DESKTOP_PAGES, ErrorCode, SEARCH_KEYWORD_MAX_LENGTH } from '@mall/contract';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../app/notify';

const SUGGEST_DELAY_MS = 250;

/**
 * The header's search: suggestions as typed (English, Chinese characters or pinyin, from the same
 * call as the phone), the buyer's history when empty (cleared after a question), and the results
 * page on Enter. A combobox of its own (ARIA 1.2 pattern) drawn like antd's large search input:
 * antd's AutoComplete and Input would make this the heaviest part of every page's first load.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const current =
    location.pathname === DESKTOP_PAGES.productSearch.path ? new URLSearchParams(location.search).get('keyword') : null;
  const [text, setText] = useState(current ?? '');
  // The box follows the address when it changes elsewhere (back, a link), but not for its own
  // search: that page can render after the buyer has already cleared the box to type again.
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (current !== submitted.current) setText(current ?? '');
    submitted.current = null;
  }, [current]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const match = useKeywordMatch(typed);
  const history = useSearchHistory();

  const showingHistory = text.trim() === '';
  const options = showingHistory
    ? history.list.map((record) => record.keyword)
    : typed === ''
      ? []
      : (match.data?.list ?? []);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const search = (raw: string) => {
    const keyword = raw.trim();
    if (keyword === '') {
      notify('warning', t(`errors.${ErrorCode.SEARCH_KEYWORD_EMPTY}`));
      return;
    }
    setOpen(false);
    setText(keyword);
    submitted.current = keyword;
    history.remember(keyword);
    navigate(`${DESKTOP_PAGES.productSearch.path}?keyword=${encodeURIComponent(keyword)}`);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((before) => {
      const from = expanded && before < options.length ? before : step === 1 ? -1 : 0;
      return (from + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (pinyin), the arrows and Escape are its own.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionList = options.map((keyword, index) => (
    // The options take no focus and no keys of their own: the input keeps the focus and moves
    // through them with the arrows (aria-activedescendant), as the combobox pattern has it.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
    <div
      key={keyword}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeOption}
      className={index === activeOption ? 'search-box-option is-active' : 'search-box-option'}
      // A click chooses without the input losing the focus (and the list closing) first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => setActive(index)}
      onClick={() => search(keyword)}
    >
      {keyword}
    </div>
  ));

  return (
    <search className="search-box">
      <form
        className="search-box-form"
        onSubmit={(event) => {
          event.preventDefault();
          search(activeOption >= 0 ? (options[activeOption] ?? text) : text);
        }}
      >
        <input
          type="text"
          role="combobox"
          className="search-box-input"
          aria-label={t('home.searchLabel')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
          placeholder={t('home.searchPlaceholder')}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className="search-box-button">
          {t('desktop.search.button')}
        </button>
      </form>
      <div className="search-box-list" hidden={!expanded}>
        {expanded && showingHistory && (
          <div className="search-box-group">
            {/* Shown above the list and read as its name. */}
            <span aria-hidden="true">{t('desktop.search.history')}</span>
            <ClearHistory onClear={() => history.remove(undefined)} />
          </div>
        )}
        <div id={listId} role="listbox" aria-label={showingHistory ? t('desktop.search.history') : undefined}>
          {expanded && optionList}
        </div>
      </div>
    </search>
  );
}

/**
 * Clearing the history, asked once more in place. Its buttons keep the focus in the search input,
 * so the list stays open while the buyer answers.
 */
function ClearHistory({ onClear }: { onClear(): Promise<void> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  if (!asking) {
    return (
      <button type="button" className="search-box-link" onMouseDown={keepFocus} onClick={() => setAsking(true)}>
        {t('search.clearHistory')}
      </button>
    );
  }
  return (
    <span className="search-box-confirm" role="alert">
      {t('search.clearHistoryConfirm')}
      <button
        type="button"
        className="search-box-link is-danger"
        onMouseDown={keepFocus}
        onClick={() => void onClear().finally(() => setAsking(false))}
      >
        {t('search.delete')}
      </button>
      <button type="button" className="search-box-link" onMouseDown={keepFocus} onClick={() => setAsking(false)}>
        {t('search.cancel')}
      </button>
    </span>
  );
}
