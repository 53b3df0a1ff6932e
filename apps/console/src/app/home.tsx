import { useTranslation } from '@mall/client/lib/use-translation';
import { Result } from 'antd';
import { Navigate } from 'react-router-dom';
import { pagesFor } from './pages';
import { useOperator } from './require-operator';

/** The first page the operator's role may use; a role with none yet is told so. */
export function Home() {
  const { t } = useTranslation();
  const operator = useOperator();
  const first = pagesFor(operator.role)[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <Result
      status="info"
      title={t('console.shell.noPages')}
      subTitle={t('console.shell.noPagesHint', { role: t(`console.roles.${operator.role}`) })}
    />
  );
}
