import { useTranslation } from '@mall/client/lib/use-translation';
import type { Offer } from '@mall/contract';
import { Collapse } from 'antd-mobile';
import { OfferCard } from './offer-card';
import styles from './offer-card.module.css';

/**
 * The quotations of one request, newest version first: the current one in full, the versions it
 * replaced folded underneath, so the buyer sees what changed without scrolling past it.
 */
export function OfferVersions({ offers, showRequest = false }: { offers: Offer[]; showRequest?: boolean }) {
  const { t } = useTranslation();
  const [current, ...earlier] = [...offers].sort((a, b) => b.version - a.version);
  if (!current) return null;
  return (
    <div className={styles.versions} data-testid="offer-versions">
      <OfferCard offer={current} showRequest={showRequest} />
      {earlier.length > 0 && (
        <Collapse>
          <Collapse.Panel key="earlier" title={t('offer.earlier', { count: earlier.length })}>
            <div className={styles.versions}>
              {earlier.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </div>
          </Collapse.Panel>
        </Collapse>
      )}
    </div>
  );
}

/** Offers grouped by the request they answer, the most recently quoted request first. */
export function byRequest(offers: Offer[]): Offer[][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const key = `${offer.request.type}:${offer.request.id}`;
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  const newest = (group: Offer[]) => Math.max(...group.map((offer) => Date.parse(offer.created_at)));
  return [...groups.values()].sort((a, b) => newest(b) - newest(a));
}
