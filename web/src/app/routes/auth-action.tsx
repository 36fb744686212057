import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { AuthActionHandler } from '../../features/auth/components/auth-action-handler';

/** Where the links in Firebase Auth's emails land: /auth/action?mode=…&oobCode=… */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className="auth-page">
      <PageMeta title={t('meta.actionTitle')} />
      <AuthActionHandler mode={params.get('mode') ?? ''} code={params.get('oobCode') ?? ''} />
    </section>
  );
}
