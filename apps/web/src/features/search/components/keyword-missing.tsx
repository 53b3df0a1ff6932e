import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';

/** What a results or filter page shows when it was opened without a keyword. */
export function KeywordMissing() {
  const { t } = useTranslation();
  return (
    <div className="page-message">
      <p>{t(`errors.${ErrorCode.SEARCH_KEYWORD_EMPTY}`)}</p>
      <Link className="text-link" to={PAGES.search.route}>
        {t('search.again')}
      </Link>
    </div>
  );
}
