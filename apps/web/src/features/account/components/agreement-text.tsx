import { AGREEMENT } from '@mall/client/account/agreement-content';
import { useLocale } from '@mall/client/lib/locale';
import styles from './agreement-text.module.css';

export function AgreementText() {
  const content = AGREEMENT[useLocale()];
  return (
    <article className={styles.agreement}>
      <p className={styles.updated}>{content.updated}</p>
      <p>{content.intro}</p>
      {content.sections.map((section, index) => (
        <section key={section.title}>
          <h2>
            {index + 1}. {section.title}
          </h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>{content.contact}</p>
    </article>
  );
}
