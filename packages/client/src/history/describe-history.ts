import type { HistoryEntry } from '@mall/contract';
import type { TFunction } from 'i18next';

/** What happened: "Quotation accepted", "Goods received". */
export function historyActionText(t: TFunction, entry: Pick<HistoryEntry, 'action'>): string {
  return t(`history.actions.${entry.action}`);
}

/** Who did it: the buyer by name, an operator of the mall by name, or the mall itself. */
export function historyActorText(t: TFunction, actor: HistoryEntry['actor']): string {
  if (actor.kind === 'mall' || actor.name === null) return t('history.actors.mall');
  return actor.kind === 'operator' ? t('history.actors.operator', { name: actor.name }) : actor.name;
}

/** The document, as the buyer knows it: its number, or the RFQ's name, with the version where there are several. */
export function historyDocumentText(t: TFunction, document: HistoryEntry['document']): string {
  const { type, number, name, version } = document;
  const label = number ?? (name ? t('history.quoted', { name }) : `#${document.id}`);
  const text = t(`history.documents.${type}`, { label });
  return version !== null && version > 1 ? t('history.version', { text, version }) : text;
}
