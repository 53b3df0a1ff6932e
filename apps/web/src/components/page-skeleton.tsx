import { useTranslation } from '@mall/client/lib/use-translation';

/** A neutral first-load placeholder, never a blank screen. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-label={t('app.loading')}>
      <div className="skeleton skeleton-block" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line skeleton-short" />
    </div>
  );
}
