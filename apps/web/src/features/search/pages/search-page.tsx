import { useDebounced } from '@mall/client/lib/use-debounced';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSearchHistory } from '@mall/client/search/use-search-history';
import { ErrorCode, SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX_LENGTH } from '@mall/contract';
import { Button, SearchBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScanEntry } from '../../../components/scan-entry';
import type { PageProps } from '../../../lib/page-props';
import { HistorySection } from '../components/history-section';
import { HotKeywords } from '../components/hot-keywords';
import { resultsPath } from '../components/search-link';
import styles from '../components/search-ui.module.css';
import { Suggestions } from '../components/suggestions';

/** `/pages/home/search`: the input, suggestions as the buyer types, history and hot keywords. */
export default function SearchPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(query.keyword ?? '');
  const settled = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const history = useSearchHistory();

  const submit = (raw: string) => {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    if (keyword === '') {
      Toast.show({ content: t(`errors.${ErrorCode.SEARCH_KEYWORD_EMPTY}`) });
      return;
    }
    if (Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH) {
      Toast.show({ content: t(`errors.${ErrorCode.SEARCH_KEYWORD_TOO_LONG}`) });
      return;
    }
    // A new search starts with no filter: its address carries only the keyword.
    history.remember(keyword);
    navigate(resultsPath(keyword));
  };

  return (
    <>
      <search className={styles.bar}>
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={submit}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          autoFocus
        />
        <Button color="primary" size="small" className={styles.submit} onClick={() => submit(typed)}>
          {t('search.submit')}
        </Button>
        <ScanEntry />
      </search>
      {settled !== '' && typed.trim() !== '' ? (
        <Suggestions typed={settled} onPick={submit} />
      ) : (
        <>
          <HistorySection history={history} onPick={submit} />
          <HotKeywords onPick={submit} />
        </>
      )}
    </>
  );
}
